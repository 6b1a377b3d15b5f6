import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@concierge/shared';

/** The API reference: UI at /api/docs, the document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description:
          'Every answer is the envelope {status_code, message, data}; the HTTP status equals status_code. ' +
          "Signed-in calls send `Authorization: Bearer <token>`; `x-organization-id` picks one of the caller's organizations.",
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          visitorToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The visitor_token a chat session was started with',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'ck_live_… or ck_test_…',
            description:
              'An organization API key (Settings → API keys); authenticates only the read-only /api/v1 integration API',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles of its own.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
}
