ALTER TABLE cards DROP COLUMN description;
