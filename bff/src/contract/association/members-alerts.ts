import { Type } from 'typebox';
import { MessageCodeSchema, MessageParamsSchema } from '../../schemas/common.js';
import { Id, IsoDate } from './common.js';
import { listResponseSchema, MAX_PER_PAGE } from './list.js';
import type { OperationContract } from './operation.js';

export const ALERT_TYPES = ['sip_expiring', 'sip_expired', 'skp_shortfall', 'dues_arrears'] as const;
/** A SIP raises an alert this many days before it ends. */
export const SIP_ALERT_DAYS = 90;

export const AlertSchema = Type.Object(
  {
    type: Type.Enum(ALERT_TYPES, { type: 'string' }),
    memberId: Id,
    memberName: Type.String(),
    divisionName: Type.String(),
    dueAt: IsoDate,
    message: Type.String({ description: 'English; `code` and `params` render it in other languages.', examples: ['SIP 503/0123/SIP-DRG/2022 at Klinik Gigi Sehat expires on 2026-12-30'] }),
    code: MessageCodeSchema(),
    params: MessageParamsSchema(),
  },
  { $id: 'AssocAlert', description: 'Something about a member that needs attention before (or since) dueAt.' },
);

export const alertOperations: OperationContract[] = [
  {
    method: 'GET',
    path: '/api/association/alerts',
    operationId: 'listAlerts',
    tag: 'Alerts',
    subject: 'Alert',
    action: 'read',
    summary: 'Items in alarm',
    description:
      `Computed from the data, soonest due first: the latest SIP of a practice place expiring within ${SIP_ALERT_DAYS} days ` +
      '(sip_expiring) or expired without renewal (sip_expired), a current SIP whose SKP is projected short at its end ' +
      '(skp_shortfall), and members in arrears (dues_arrears, due since they fell behind). divisionId takes a branch or a province.',
    querystring: Type.Object(
      {
        type: Type.Optional(Type.Enum(ALERT_TYPES, { type: 'string' })),
        divisionId: Type.Optional(Id),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
        perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: 10 })),
      },
      { additionalProperties: false },
    ),
    response: { 200: listResponseSchema(AlertSchema, 'AlertsPage') },
  },
];
