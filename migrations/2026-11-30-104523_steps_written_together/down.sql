-- An older Fabula installs its own `write_step` from its source at start; `write_steps` goes.
DROP FUNCTION IF EXISTS write_steps;
