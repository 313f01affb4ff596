-- The house bots' pace at a table, the host's choice: at once (after the bots' delay), or at a
-- human pace (a random while longer, as people take).
ALTER TABLE tables ADD COLUMN bot_human_pace BOOL NOT NULL DEFAULT false;
