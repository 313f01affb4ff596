-- Seven locales by their BCP 47 codes: the Portuguese the accounts chose so far is Brazilian.
ALTER TABLE accounts DROP CONSTRAINT IF EXISTS accounts_lang_check;
UPDATE accounts SET lang = 'pt-BR' WHERE lang = 'pt';
ALTER TABLE accounts ADD CONSTRAINT accounts_lang_check
    CHECK (lang IN ('en', 'es', 'pt-BR', 'pt-PT', 'fr', 'de', 'it'));
