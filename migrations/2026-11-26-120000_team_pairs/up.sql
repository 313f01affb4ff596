-- Teams are kept from the moment a player sits down (see src/play/teams.rs): the first two to
-- sit are partners, then the next two. Seats of Teams tables still open get their team now.
UPDATE seats
SET team = seats.seat / 2
FROM tables
WHERE tables.id = seats.table_id
  AND tables.status = 'open'
  AND tables.ruleset = 'teams'
  AND seats.team IS NULL;
ALTER TABLE seats ADD CONSTRAINT seats_team_check CHECK (team >= 0);
