import type { Site } from '@/lib/sites/sites';
import type { ThemeSettingsInput } from '@/lib/editor/theme-input';
import { brandingVersion } from '@/lib/theme';
import { isPresetName } from '@/lib/theme/presets';

/** The form's starting values from the site's stored theme and metadata. */
export function settingsFormValues(site: Site): ThemeSettingsInput {
  const theme = site.theme;
  return {
    branding_version: brandingVersion(site.metadata),
    theme: {
      preset: isPresetName(theme.preset) ? theme.preset : 'blue',
      radii: theme.radii ? { sm: theme.radii.sm ?? '', md: theme.radii.md ?? '', lg: theme.radii.lg ?? '' } : undefined,
      text_color: theme.text_color,
      primary_color: theme.primary_color,
      secondary_color: theme.secondary_color,
      tones: theme.tones,
      greys: theme.greys,
    },
  };
}
