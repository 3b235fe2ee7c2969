// The lead id rule is part of the queue contract (a job naming no lead is malformed); the repository checks ids by it too.
export { isLeadId } from '@site/contracts';
