import { alertsApi } from '../generated/alerts';
import { mitigationApi } from '../generated/mitigation';
import { listTag, WORKFLOW_TAGS } from './workflows-tags';

// Items in alarm are computed from SIPs, SKP and dues, so every change to those invalidates the Alert list tag.
// Mitigation statistics follow the survivor, death and vaccination lists (Mitigation list tag).
const alerts = alertsApi.enhanceEndpoints({
  addTagTypes: WORKFLOW_TAGS,
  endpoints: { listAlerts: { providesTags: [listTag('Alert')] } },
});

const mitigation = mitigationApi.enhanceEndpoints({
  addTagTypes: WORKFLOW_TAGS,
  endpoints: { getMitigationStatistics: { providesTags: [listTag('Mitigation')] } },
});

export const { useListAlertsQuery } = alerts;
export const { useGetMitigationStatisticsQuery } = mitigation;
export type { AssocAlert, ListAlertsApiArg } from '../generated/alerts';
export type { GetMitigationStatisticsApiResponse } from '../generated/mitigation';
