import { describe, expect, it } from 'vitest';
import { isIndividualRecipient, localText, modalAvatar, modalRequestFrom } from '@/components/contact-modal/modal-request';

describe('contact modal requests (cms:action)', () => {
  it('opens the contact modal for a broker, addressed to that broker', () => {
    const request = modalRequestFrom({
      action_type: 'open_contact_modal',
      action_params: { recipient_type: 'broker', recipient_slug: 'julie-tremblay', name: 'Julie Tremblay', subtitle: { fr: 'Courtière résidentielle', en: 'Residential broker' }, avatar: '/demo/a.jpg' },
    });
    expect(request).toMatchObject({ kind: 'contact', recipient: { recipient_type: 'broker', recipient_slug: 'julie-tremblay' }, avatar: '/demo/a.jpg' });
    expect(request?.kind === 'contact' && isIndividualRecipient(request.recipientType, 'agency')).toBe(true);
    expect(request?.kind === 'contact' && localText(request.subtitles[0], 'en')).toBe('Residential broker');
  });

  it('speaks in the plural for a team, an office or an agency site without recipient', () => {
    const team = modalRequestFrom({ action_type: 'open_contact_modal', action_params: { recipient_type: 'team', recipient_slug: 'equipe-roy' } });
    const none = modalRequestFrom({ action_type: 'open_contact_modal' });
    // A null request must fail here, not slip through as `false`.
    if (team?.kind !== 'contact' || none?.kind !== 'contact') throw new Error('contact requests expected');
    expect(team.recipient).toMatchObject({ recipient_type: 'team', recipient_slug: 'equipe-roy' });
    expect(isIndividualRecipient(team.recipientType, 'broker')).toBe(false);
    expect(none).toMatchObject({ kind: 'contact', recipient: null, avatar: null });
    expect(isIndividualRecipient(none.recipientType, 'agency')).toBe(false);
  });

  it('speaks in the first person on a broker site without recipient', () => {
    const none = modalRequestFrom({ action_type: 'open_contact_modal' });
    if (none?.kind !== 'contact') throw new Error('contact request expected');
    expect(isIndividualRecipient(none.recipientType, 'broker')).toBe(true);
  });

  it('forces the franchise logo on an agency site without recipient', () => {
    const none = modalRequestFrom({ action_type: 'open_contact_modal', action_params: { avatar: '/cms/photo.jpg' } });
    const broker = modalRequestFrom({ action_type: 'open_contact_modal', action_params: { recipient_type: 'broker', recipient_slug: 'julie', avatar: '/cms/julie.jpg' } });
    if (none?.kind !== 'contact' || broker?.kind !== 'contact') throw new Error('contact requests expected');
    expect(modalAvatar(none, 'agency', '/brand/logo.svg')).toBe('/brand/logo.svg');
    expect(modalAvatar(none, 'broker', '/brand/logo.svg')).toBe('/cms/photo.jpg');
    expect(modalAvatar(broker, 'agency', '/brand/logo.svg')).toBe('/cms/julie.jpg');
  });

  it('drops an unknown recipient type instead of sending it', () => {
    expect(modalRequestFrom({ action_type: 'open_contact_modal', action_params: { recipient_type: 'cousin', recipient_slug: 'x' } })).toMatchObject({ recipient: null });
  });

  it('opens the contact-us modal with its items and ignores other actions', () => {
    const request = modalRequestFrom({
      action_type: 'open_contact_us_modal',
      action_params: { items: [{ main_title: { fr: 'Bureau de Québec', en: 'Québec City office' }, icon_links_repeater: [{ icon_link: { url: { fr: 'tel:+14185550100' }, text: { fr: '418 555-0100' } } }] }] },
    });
    expect(request?.kind).toBe('contact-us');
    expect(request?.kind === 'contact-us' && request.items).toHaveLength(1);
    expect(modalRequestFrom({ action_type: 'scroll_to', action_params: { target: '#x' } })).toBeNull();
  });
});
