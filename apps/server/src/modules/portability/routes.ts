import { YOUR_DATA_ENDPOINTS, exportFileName } from '@earshot/contract';
import { defineRoute } from '../../http/route';
import { requireUser } from '../../http/session';
import type { PortabilityLimits } from './limits';
import type { PortabilityService } from './service';

export function portabilityRoutes(service: PortabilityService, limits: PortabilityLimits) {
  return [
    defineRoute({
      endpoint: YOUR_DATA_ENDPOINTS.exportData,
      summary:
        "The logged-in listener's data as one file (docs/export.md): account, ratings, channels with their blends and bans, favorites, channel and song history; never a password hash, session, token or another listener's data",
      tags: ['your data'],
      handler: async (_input, req, reply) => {
        const userId = requireUser(req).id;
        await limits.exported(userId);
        const file = await service.exportFor(userId);
        reply.header('cache-control', 'private, no-store');
        reply.header('content-disposition', `attachment; filename="${exportFileName(file.exportedAt)}"`);
        return file;
      },
    }),
    defineRoute({
      endpoint: YOUR_DATA_ENDPOINTS.importData,
      summary:
        'Restore an export file (JSON body) into the logged-in account, which must have no ratings, favorites or channels yet (409); what names an id this catalog lacks is skipped and counted; all or nothing',
      tags: ['your data'],
      handler: async ({ body }, req) => {
        const userId = requireUser(req).id;
        await limits.imported(userId);
        return service.importInto(userId, body);
      },
    }),
  ];
}
