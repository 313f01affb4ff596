DROP FUNCTION write_step;
