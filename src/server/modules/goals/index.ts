// The goals module's public surface: the only file other modules (and ../../modules.ts) import.
export { contribute, GOAL_COMPLETE } from './goal-contribute';
export { handOverGoalsOf } from './goal-handover';
export { listGoals } from './goal-read';
export { goalsModule } from './module';
