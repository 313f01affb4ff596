ALTER TABLE accounts DROP CONSTRAINT IF EXISTS accounts_lang_check;
UPDATE accounts SET lang = 'pt' WHERE lang IN ('pt-BR', 'pt-PT');
UPDATE accounts SET lang = 'en' WHERE lang NOT IN ('en', 'es', 'pt');
ALTER TABLE accounts ADD CONSTRAINT accounts_lang_check CHECK (lang IN ('en', 'es', 'pt'));
