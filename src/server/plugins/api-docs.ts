import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate the routes; browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cerquita API',
        description: 'Local second-hand marketplace for El Salvador',
        version: '1.0.0',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cerquita.sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
