-- Goals: the uploads route finds the goal an image belongs to; the goals list is read per user
-- through goal_members_user_idx (0001), a goal's members through the primary key.
CREATE INDEX goals_image_upload_idx ON goals (image_upload_id) WHERE image_upload_id IS NOT NULL;
-- One admin per goal (the creator), whatever races.
CREATE UNIQUE INDEX goal_members_one_admin ON goal_members (goal_id) WHERE role = 'admin';
