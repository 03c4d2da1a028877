// Every event this service consumes, and what handles it: all the wiring in one readable place.
import type { EventHandlers } from '@studyhall/platform/events';
import type { HandlerDeps } from './handler-deps.js';
import { onFollowChanged } from './on-follow-changed.js';
import { onHomeworkChanged, onHomeworkDeleted } from './on-homework-changed.js';
import { onLessonChanged, onLessonDeleted } from './on-lesson-changed.js';
import { onUserProfileUpdated, onUserRegistered } from './on-user-registered.js';

export const topics = ['studyhall.users.v1', 'studyhall.lessons.v1', 'studyhall.homework.v1', 'studyhall.social.v1'];

export function handlers(deps: HandlerDeps): EventHandlers {
  const lessonChanged = onLessonChanged(deps);
  const homeworkChanged = onHomeworkChanged(deps);
  const followChanged = onFollowChanged(deps);
  return {
    'studyhall.users.v1.UserRegistered': onUserRegistered(deps),
    'studyhall.users.v1.UserProfileUpdated': onUserProfileUpdated(deps),
    'studyhall.lessons.v1.LessonCreated': lessonChanged,
    'studyhall.lessons.v1.LessonUpdated': lessonChanged,
    'studyhall.lessons.v1.LessonVisibilityChanged': lessonChanged,
    'studyhall.lessons.v1.LessonDeleted': onLessonDeleted(deps),
    'studyhall.homework.v1.HomeworkSolved': homeworkChanged,
    'studyhall.homework.v1.HomeworkVisibilityChanged': homeworkChanged,
    'studyhall.homework.v1.HomeworkDeleted': onHomeworkDeleted(deps),
    'studyhall.social.v1.FollowRequested': followChanged,
    'studyhall.social.v1.FollowAccepted': followChanged,
    'studyhall.social.v1.FollowRejected': followChanged,
    'studyhall.social.v1.Unfollowed': followChanged,
  };
}
