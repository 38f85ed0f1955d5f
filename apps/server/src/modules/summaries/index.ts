export { createSummariesRepository } from './summaries.repository';
export { summariesRoutes } from './summaries.routes';
export { createSummariesService } from './summaries.service';
export { createSummaryRequests, type RequestSummary } from './summary-requests';
export { summaryJobHandlers } from './summary.job';
