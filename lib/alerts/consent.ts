import type { AlertLocale } from './types';

/**
 * The express consent (CASL) a visitor ticks to save a search, naming who sends the alerts
 * (the broker of the page, else the site). The form shows it and the saved search keeps it
 * word for word, with the time and the hashed address (Law 25).
 */
export function alertConsentText(locale: AlertLocale, senderName: string): string {
  return locale === 'fr'
    ? `J'accepte de recevoir par courriel des alertes de propriétés de ${senderName}. Je peux me désabonner en tout temps.`
    : `I agree to receive property alerts by e-mail from ${senderName}. I can unsubscribe at any time.`;
}
