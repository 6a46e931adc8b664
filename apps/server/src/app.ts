import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Secrets } from './lib/secrets.ts';
import adminJobs from './modules/admin/admin.jobs.ts';
import adminRoutes from './modules/admin/admin.routes.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import catalogRoutes from './modules/catalog/catalog.routes.ts';
import classroomsRoutes from './modules/classrooms/classrooms.routes.ts';
import gradingJobs from './modules/grading/grading.jobs.ts';
import gradingRoutes from './modules/grading/grading.routes.ts';
import curriculumRoutes from './modules/curriculum/curriculum.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import homeworkRoutes from './modules/homework/homework.routes.ts';
import parentsJobs from './modules/parents/parents.jobs.ts';
import parentsRoutes from './modules/parents/parents.routes.ts';
import learningRoutes from './modules/learning/learning.routes.ts';
import lessonsRoutes from './modules/lessons/lessons.routes.ts';
import maintenanceJobs from './modules/maintenance/maintenance.jobs.ts';
import profilesRoutes from './modules/profiles/profiles.routes.ts';
import reportJobs from './modules/reports/reports.jobs.ts';
import reportsRoutes from './modules/reports/reports.routes.ts';
import safeguardRoutes from './modules/safeguard/safeguard.routes.ts';
import tutorJobs from './modules/tutor/tutor.jobs.ts';
import tutorRoutes from './modules/tutor/tutor.routes.ts';
import authPlugin from './plugins/auth.ts';
import context from './plugins/context.ts';
import errors, { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH } from './plugins/errors.ts';
import inflight from './plugins/inflight.ts';
import jobs from './plugins/jobs.ts';
import realtime from './plugins/realtime.ts';
import security from './plugins/security.ts';
import spa from './plugins/spa.ts';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  secrets: Secrets;
  /** Test runs pass false to keep the output quiet. */
  logger?: boolean;
}

/**
 * Request logs: one line per request when it completes (method, path without the query string, status,
 * milliseconds), never a header or a body; Fastify's own "incoming request" and "route not found" lines
 * are not written. Health probes are logged at debug, since an orchestrator polls them every few seconds.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const path = request.url.split('?', 1)[0]!;
    const probe = path === '/healthz' || path === '/readyz';
    const line = {
      method: request.method,
      path,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else if (probe) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  }
}

/** The whole app as a Fastify plugin tree. Tests call this and use app.inject(). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
                '*.password',
                '*.refresh_token',
                '*.access_token',
              ],
              censor: '[redacted]',
            },
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Errors raised before any route runs answer in the one error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  await app.register(context, opts);
  await app.register(errors);
  await app.register(inflight);
  await app.register(security);
  await app.register(cookie, { secret: opts.secrets.cookieSecret });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Academy API', version: '0.1.0', description: 'The Academy server API.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin);
  await app.register(realtime);
  await app.register(jobs);

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth/v1' });
  await app.register(learningRoutes, { prefix: '/api' });
  await app.register(profilesRoutes, { prefix: '/api' });
  await app.register(safeguardRoutes, { prefix: '/api' });
  await app.register(tutorRoutes, { prefix: '/api' });
  await app.register(classroomsRoutes, { prefix: '/api' });
  await app.register(gradingRoutes, { prefix: '/api' });
  await app.register(reportsRoutes, { prefix: '/api' });
  await app.register(curriculumRoutes, { prefix: '/api' });
  await app.register(lessonsRoutes, { prefix: '/api' });
  await app.register(homeworkRoutes, { prefix: '/api' });
  await app.register(catalogRoutes);
  await app.register(maintenanceJobs);
  await app.register(tutorJobs);
  await app.register(gradingJobs);
  await app.register(reportJobs);
  await app.register(parentsRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(parentsJobs);
  await app.register(adminJobs);

  await app.register(spa);
  return app;
}
