-- Which rounds showed a card: asked when a deleted account's deck keeps only the pictures
-- finished games showed, and by every check of the foreign key when cards are deleted.
CREATE INDEX submissions_card_idx ON submissions (card_id);
