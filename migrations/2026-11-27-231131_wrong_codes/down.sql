DELETE FROM attempts WHERE kind = 'code_failed';
ALTER TABLE attempts DROP CONSTRAINT attempts_kind_check;
ALTER TABLE attempts ADD CONSTRAINT attempts_kind_check
    CHECK (kind IN ('sign_in_failed', 'registered', 'reset_asked', 'reset_failed'));
