-- A table's name, as its host gave it; none means "<host>'s table" in the reader's language.
ALTER TABLE tables ADD COLUMN name TEXT;
