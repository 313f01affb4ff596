-- The mailer looks for notices not mailed yet only among the kinds that go out by mail: a
-- move to make and a reminder. A round revealed or a game ended is never mailed, so such a
-- notice stayed in `notices_unmailed_idx` for good: the index grew with every round played,
-- every pass of the mailer walked over all of it, and every move that wrote one paid for its
-- entry. The index now holds only the kinds the mailer reads.
DROP INDEX notices_unmailed_idx;
CREATE INDEX notices_unmailed_idx ON notices (id)
    WHERE mailed_at IS NULL AND kind IN ('your_move', 'reminder');
