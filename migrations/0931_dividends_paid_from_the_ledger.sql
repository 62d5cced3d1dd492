-- A dividend's payments are its journal entry's wallet postings (key 'dividend:<id>'), as an interest
-- run's are (decision 047); the payment row per holder repeated them and cost the dividend pass a
-- row and two foreign-key checks per holder (decision 048). A holder's share-days for a past
-- dividend are recomputed from the holdings intervals, which never change for days already past.
DROP TABLE dividend_payments;
