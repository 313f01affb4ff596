DROP INDEX submissions_card_idx;
