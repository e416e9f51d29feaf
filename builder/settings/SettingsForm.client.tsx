'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { callEditorApi } from '@/builder/api';
import type { ThemeSettingsInput } from '@/lib/editor/theme-input';
import { defaultGreys, greySteps } from '@/lib/theme/greys';
import { paletteColorNames } from '@/lib/theme/palette';
import { presets, isPresetName, defaultPreset } from '@/lib/theme/presets';
import { presetNames } from '@/lib/theme/presets';
import qa from '@/builder/shell/styles.module.css';
import { scopedThemeCss } from './preview-css';
import { ThemePreview } from './ThemePreview';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

type Theme = ThemeSettingsInput['theme'];

/** General settings with a live preview of the unsaved theme. */
export function SettingsForm({ initial }: { initial: ThemeSettingsInput }) {
  const t = useTranslations('editor.settings');
  const [branding, setBranding] = useState(initial.branding_version);
  const [theme, setTheme] = useState<Theme>(initial.theme);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const css = useMemo(() => scopedThemeCss({ ...theme, tones: theme.tones as Record<string, string> | undefined }), [theme]);

  const set = <K extends keyof Theme>(key: K, value: Theme[K]) => setTheme((current) => ({ ...current, [key]: value }));
  const hex = (value: string | undefined) => (/^#[0-9a-f]{6}$/i.test(value ?? '') ? value : undefined);
  // What the site uses when a field is empty: the swatch shows it (not a black square).
  const preset = presets[isPresetName(theme.preset) ? theme.preset : defaultPreset];
  const defaults: Record<string, string> = { text: preset.text, primary: preset.accent1, secondary: preset.accent2, 'text-color': preset.text, accent1: preset.accent1, accent2: preset.accent2 };
  const colorInput = (label: string, value: string | undefined, onChange: (value: string) => void, fallback?: string) => (
    <label className={qa.field}>
      {label}
      <span className={styles.colorRow}>
        <input type="color" value={(hex(value) ?? hex(fallback) ?? '#ffffff').toLowerCase()} onChange={(e) => onChange(e.target.value)} aria-hidden="true" tabIndex={-1} />
        <input className={qa.input} value={value ?? ''} placeholder={hex(fallback) ?? t('color-placeholder')} onChange={(e) => onChange(e.target.value)} />
      </span>
    </label>
  );

  const save = async () => {
    setBusy(true);
    const answer = await callEditorApi('PUT', '/api/editor/site/theme', { branding_version: branding, theme });
    setBusy(false);
    setMessage(answer.ok ? { ok: true, text: t('saved') } : { ok: false, text: t('error', { message: answer.body.message ?? String(answer.status) }) });
  };

  return (
    <div className={styles.layout}>
      <form className={qa.form} onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <fieldset className={styles.group}>
          <legend>{t('branding')}</legend>
          {([1, 2] as const).map((version) => (
            <label key={version} className={styles.choice}>
              <input type="radio" name="branding" checked={branding === version} onChange={() => setBranding(version)} /> {t(`branding-${version}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('preset')}</legend>
          {presetNames.map((preset) => (
            <label key={preset} className={styles.choice}>
              <input type="radio" name="preset" checked={theme.preset === preset} onChange={() => set('preset', preset)} /> {t(`preset-${preset}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('radii')}</legend>
          {(['sm', 'md', 'lg'] as const).map((radius) => (
            <label key={radius} className={qa.field}>
              {t(`radius-${radius}`)}
              <input className={qa.input} value={theme.radii?.[radius] ?? ''} placeholder={{ sm: '20px', md: '40px', lg: '120px' }[radius]} onChange={(e) => set('radii', { ...theme.radii, [radius]: e.target.value })} />
            </label>
          ))}
        </fieldset>
        {colorInput(t('text-color'), theme.text_color, (v) => set('text_color', v), defaults.text)}
        {colorInput(t('primary-color'), theme.primary_color, (v) => set('primary_color', v), defaults.primary)}
        {colorInput(t('secondary-color'), theme.secondary_color, (v) => set('secondary_color', v), defaults.secondary)}
        <details className={styles.group}>
          <summary>{t('tones')}</summary>
          {paletteColorNames.map((name) => (
            <div key={name}>{colorInput(name, theme.tones?.[name], (v) => set('tones', { ...theme.tones, [name]: v }), defaults[name])}</div>
          ))}
        </details>
        <details className={styles.group}>
          <summary>{t('greys')}</summary>
          {greySteps.map((step, index) => (
            <div key={step}>
              {colorInput(`gray-${step}`, theme.greys?.[index], (v) => {
                const greys = Array.from({ length: greySteps.length }, (_, i) => theme.greys?.[i] ?? '');
                greys[index] = v;
                set('greys', greys);
              }, defaultGreys[index])}
            </div>
          ))}
        </details>
        {message ? <p role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : qa.error}>{message.text}</p> : null}
        <button type="submit" className={button('primary')} disabled={busy}>
          {t('save')}
        </button>
      </form>
      <ThemePreview css={css} branding={branding} />
    </div>
  );
}
