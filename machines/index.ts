import type { AnyStateMachine } from 'xstate';
import type { Localized } from '@/lib/i18n/locales';
import { contactFormMachine } from './contact-form';
import { editModeMachine } from './edit-mode';
import { filterOverlayMachine } from './filter-overlay';
import { headerScrollMachine } from './header-scroll';
import { membersModalMachine } from './members-modal';
import { mobileNavMachine } from './mobile-nav';
import { multiStepFormMachine } from './multi-step-form';
import { videoPlayerMachine } from './video-player';

export interface MachineEntry {
  /** The machine file's name in machines/ (tests/machines/registry.test.ts checks all are here). */
  file: string;
  label: Required<Localized<string>>;
  description: Required<Localized<string>>;
  machine: AnyStateMachine;
}

/** Every XState machine of the project, for /qa/machines. Add a new machine file here. */
export const machineRegistry: readonly MachineEntry[] = [
  {
    file: 'header-scroll',
    label: { fr: 'Défilement de l’en-tête', en: 'Header scroll' },
    description: {
      fr: 'Masque l’en-tête sur un défilement rapide vers le bas, le montre vers le haut, le rend opaque sous sa hauteur.',
      en: 'Hides the header on a fast downward scroll, shows it on an upward one, makes it opaque past its height.',
    },
    machine: headerScrollMachine,
  },
  {
    file: 'mobile-nav',
    label: { fr: 'Menu mobile', en: 'Mobile nav' },
    description: {
      fr: 'Ouvert ou fermé; se ferme sur Échap, un clic de lien ou le bouton fermer; bloque le défilement.',
      en: 'Open or closed; closes on Escape, a link click or the close button; locks page scroll.',
    },
    machine: mobileNavMachine,
  },
  {
    file: 'video-player',
    label: { fr: 'Lecteur vidéo', en: 'Video player' },
    description: {
      fr: 'Suit l’élément vidéo : pas prêt, prêt, en lecture, en pause; lecture automatique sauf mouvement réduit.',
      en: 'Follows the video element: not ready, ready, playing, paused; autoplays unless reduced motion.',
    },
    machine: videoPlayerMachine,
  },
  {
    file: 'filter-overlay',
    label: { fr: 'Panneau de filtres', en: 'Filter overlay' },
    description: {
      fr: 'Brouillon des filtres de recherche; compte des résultats limité à une requête par 500 ms.',
      en: 'Draft of the search filters; results count throttled to one request per 500 ms.',
    },
    machine: filterOverlayMachine,
  },
  {
    file: 'contact-form',
    label: { fr: 'Formulaire de contact', en: 'Contact form' },
    description: {
      fr: 'Neutre, envoi, puis succès ou échec, avec les notifications.',
      en: 'Neutral, sending, then success or failure, with toasts.',
    },
    machine: contactFormMachine,
  },
  {
    file: 'multi-step-form',
    label: { fr: 'Formulaire en étapes', en: 'Multi-step form' },
    description: {
      fr: 'Alerte et évaluation : introduction, étapes validées, envoi, succès ou échec.',
      en: 'Alert and valuation: intro, validated steps, submission, success or failure.',
    },
    machine: multiStepFormMachine,
  },
  {
    file: 'edit-mode',
    label: { fr: 'Mode édition', en: 'Edit mode' },
    description: {
      fr: 'Mode édition du site public : localise la page, change le jeu de couleurs ou supprime un bloc, une sauvegarde à la fois.',
      en: 'Edit mode of the public site: locates the page, toggles a block’s colour scheme or deletes it, one save at a time.',
    },
    machine: editModeMachine,
  },
  {
    file: 'members-modal',
    label: { fr: 'Fenêtre d’un membre', en: 'Members modal' },
    description: {
      fr: 'S’ouvre sur un clic de carte, Entrée ou un choix de liste; se ferme (bouton, Échap, clic extérieur) en vidant la sélection et rend le focus à la carte.',
      en: 'Opens on a card click, Enter or a dropdown choice; closes (button, Escape, outside click) clearing the selection and returns focus to the card.',
    },
    machine: membersModalMachine,
  },
];
