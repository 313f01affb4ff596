ALTER TABLE tables DROP COLUMN bot_human_pace;
