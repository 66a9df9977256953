import { z } from 'zod';
import { type ModuleName, moduleNames, resources } from '../../../permissions';
import { paged, saveReply } from '../../../schemas/common';
import { id, kindergartenGuard } from '../../../schemas/fields';
import { versionField } from '../../../schemas/version';
import { defineRoutes, needs } from '../../route';

/** Module settings: which modules of a kindergarten are locked (read-only for all but the director). */

const moduleEnum = z.enum(moduleNames as [ModuleName, ...ModuleName[]]);

export const moduleSetting = z.object({
  module: moduleEnum,
  name: z.string(),
  isLocked: z.boolean(),
  resources: z.array(z.enum(resources)),
});

export const kindergartenModuleSettings = z.object({
  kindergartenId: z.string(),
  kindergartenName: z.string(),
  modules: z.array(moduleSetting),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});

export const identityModuleSettingRoutes = defineRoutes('identity', {
  moduleSettings: {
    method: 'GET',
    path: '/api/ModuleSettings',
    permission: needs('ModuleSettings', 'read', false),
    request: { query: z.object({ kindergartenId: id('Детска градина').optional() }) },
    reply: { kind: 'json', schema: paged(kindergartenModuleSettings), paged: true },
    summary:
      'Заключените модули: на избраната детска градина, а за общината на градините в нея (или на една, kindergartenId)',
  },
  saveModuleSettings: {
    method: 'POST',
    path: '/api/ModuleSettings',
    permission: needs('ModuleSettings', 'update'),
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        version: versionField().optional(),
        modules: z
          .array(
            z.object({
              module: moduleEnum.meta({ title: 'Модул' }),
              isLocked: z.boolean().meta({ title: 'Заключен' }),
            }),
          )
          .min(1)
          .max(moduleNames.length)
          .meta({ title: 'Модули' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply.extend({ version: z.number().int().nullable() }) },
    summary: 'Заключва или отключва модули: заключен модул е само за преглед за всички освен директора',
  },
});
