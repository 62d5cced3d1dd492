-- Images of goals deleted before deletion removed them: a deleted goal's picture must not be kept
-- or served (the uploads route answers 404 once the row is gone). goals.image_upload_id references
-- uploads ON DELETE SET NULL, so the deleted goals' rows let go of them by themselves.
DELETE FROM uploads u
USING goals g
WHERE g.image_upload_id = u.id AND g.deleted_at IS NOT NULL AND u.purpose = 'goal';
