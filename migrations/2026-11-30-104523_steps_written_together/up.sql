-- Every step of a game is now written by `write_steps` (src/db/sql/write_steps.sql, installed
-- after the migrations at every start), one step or the steps of several tables at once.
-- `write_step`, which wrote one step, goes.
DROP FUNCTION IF EXISTS write_step;
