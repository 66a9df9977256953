import type { planningThemeRoutes } from '@gradina/shared/manifest/routes/planning/themes';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { themeKeys } from './items';
import { createThemes, deleteTheme, saveTheme, theme, themesOverview } from './themes';

/** The kindergarten's own topics: thin entries; the loaders read a named topic under the session's kindergarten. */
export const themeRoutes: FeatureRoutes<typeof planningThemeRoutes, typeof themeObjects> = {
  'planning.themesOverview': entry.query(themesOverview),
  'planning.theme': entry.pathId(theme),
  'planning.saveTheme': entry.save(saveTheme),
  'planning.createThemes': entry.body(createThemes),
  'planning.deleteTheme': entry.object(deleteTheme),
};

export const themeObjects = {
  'planning.saveTheme': kindergartenItemOfBody(themeKeys.theme),
  'planning.deleteTheme': kindergartenItemAtPath(themeKeys.theme),
} satisfies FeatureLoaders<typeof planningThemeRoutes>;
