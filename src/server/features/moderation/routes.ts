import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  auditQuerySchema,
  createReportSchema,
  reportAnswerSchema,
  reportGroupSchema,
  reportIdParamsSchema,
  reportQueueQuerySchema,
  resolveAnswerSchema,
  resolveReportSchema,
} from '#shared/moderation.ts';
import type { AppDeps } from '#server/deps.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { auditLog, resolveReport } from './actions.ts';
import { reportQueue } from './queue.ts';
import { createReport } from './reports.ts';

/** Reporting. Registered behind the auth guard: 201 for a new report, 200 for one the caller made before. */
export const reportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/reports',
    { schema: { body: createReportSchema, response: { 200: reportAnswerSchema, 201: reportAnswerSchema } } },
    async (request, reply) => {
      const reporterId = signedInUserId(request);
      await deps.throttle.consume(THROTTLE_RULES.reportsPerUser, String(reporterId));
      const { report, created } = await createReport(deps, reporterId, request.body);
      return reply.code(created ? 201 : 200).send(report);
    },
  );
};

/** The moderation queue and audit log. Registered inside the admin scope, whose guard answers 403 to non-admins. */
export const moderationAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/admin/reports',
    { schema: { querystring: reportQueueQuerySchema, response: { 200: z.array(reportGroupSchema) } } },
    (request) => reportQueue(db, request.query),
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      schema: {
        params: reportIdParamsSchema,
        body: resolveReportSchema,
        response: { 200: resolveAnswerSchema },
      },
    },
    (request) =>
      resolveReport(deps, signedInUserId(request), { ...request.body, reportId: request.params.id }),
  );

  app.get(
    '/admin/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: z.array(auditEntrySchema) } } },
    (request) => auditLog(db, request.query),
  );
};
