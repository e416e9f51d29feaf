/**
 * The texts visitors read, as the journeys expect them: written here, never read from
 * locales/*.json, so a typo or a changed wording in a locale file fails a journey.
 * The English messages the specification states are copied from it word for word: the
 * contact form errors (spec 000 section 5, spec 001 section 5: "The First name field is
 * required", "The email address field is invalid", "Required field"), the submit failure
 * (spec 000 section 8: "The request could not be submitted", "An error occurred while
 * submitting the form. Please try again later."), the calculator's "Down payment too high"
 * (spec 001 section 5) and the property types (spec 001 section 8). The others are the
 * product's wording in each language. Placeholders ({count}) are replaced by the journeys.
 */

export const formsMessages = {
  fr: {
    fields: {
      message: 'Message',
      firstname: 'Prénom',
      lastname: 'Nom',
      email: 'Adresse courriel',
      phone: 'Numéro de téléphone',
      address: 'Adresse',
      postal_code: 'Code postal',
      city: 'Ville',
      municipalities: 'Municipalités',
      moving_date: 'Date de déménagement souhaitée',
      current_situation: 'Situation actuelle',
      bedrooms: 'Chambres',
      bathrooms: 'Salles de bain',
      municipality: 'Municipalité',
      property_type: 'Type de propriété',
      construction_year: 'Année de construction',
      parking: 'Stationnements',
      garage: 'Garages',
      livable_surface_area: 'Superficie habitable',
      lot_surface_area: 'Superficie du terrain',
      report: 'Avez-vous fait faire une évaluation ou une inspection au cours des 5 dernières années?',
      selling_motivation: 'Pourquoi souhaitez-vous vendre?',
    },
    contact: {
      send: 'Envoyer',
      'status-sent': 'Votre message a été envoyé.',
      'status-failed': 'Votre message n’a pas pu être envoyé.',
    },
    errors: {
      'firstname-required': 'Le champ Prénom est requis',
      'lastname-required': 'Le champ Nom est requis',
      'email-required': 'Le champ Adresse courriel est requis',
      'message-required': 'Le champ Message est requis',
      'email-invalid': 'Le champ Adresse courriel est invalide',
      'required-field': 'Champ requis',
    },
    submit: {
      'success-title': 'Message envoyé',
      'success-message': 'Merci! Nous vous répondrons dans les plus brefs délais.',
      'failed-title': 'La demande n’a pas pu être envoyée',
      'failed-generic': 'Une erreur est survenue lors de l’envoi du formulaire. Veuillez réessayer plus tard.',
    },
    'multi-step': {
      next: 'Suivant',
      submit: 'Envoyer',
      'errors-title': 'Veuillez corriger les champs suivants :',
      start: 'Débuter',
      'step-of': 'Étape {current} sur {total}',
      previous: 'Précédent',
    },
    options: {
      communication_method: {
        phone: 'Téléphone',
      },
      moving_date: {
        '60-120-days': 'Dans 60 à 120 jours',
        '0-60-days': 'D’ici 60 jours',
      },
      current_situation: {
        tenant: 'Locataire',
        owner: 'Propriétaire',
      },
      property_type: {
        condo: 'Condominiums',
        maison: 'Maisons unifamiliales',
      },
      measurement_system: {
        metric: 'Métrique (m²)',
      },
      yes: 'Oui',
    },
    alert: {
      steps: {
        '1': 'Où souhaitez-vous habiter?',
        '2': 'Quand souhaitez-vous déménager?',
        '3': 'Quel est votre budget?',
        '4': 'Quel type de propriété cherchez-vous?',
        '5': 'Comment vous joindre?',
        '6': 'Votre adresse actuelle',
      },
      'success-title': 'Votre alerte est créée!',
      'success-message': 'Un courtier communiquera avec vous sous peu avec les premières propriétés correspondant à vos critères.',
    },
    municipalities: {
      search: 'Rechercher une municipalité',
    },
    budget: {
      min: 'Budget minimum',
    },
    valuation: {
      steps: {
        '1': 'Où se trouve votre propriété?',
        '2': 'Parlez-nous de votre propriété',
        '3': 'Quelles sont ses superficies?',
        '4': 'Rapports existants',
        '5': 'Votre projet',
        '6': 'Comment vous joindre?',
        '7': 'Adresse de la propriété',
      },
      'success-title': 'Demande d’évaluation reçue!',
      'success-message': 'Un courtier analysera votre propriété et communiquera avec vous dans les 48 heures.',
    },
    modal: {
      'title-individual': 'Contactez-moi',
    },
  },
  en: {
    fields: {
      message: 'Message',
      firstname: 'First name',
      lastname: 'Last name',
      email: 'Email address',
      phone: 'Phone number',
      address: 'Address',
      postal_code: 'Postal code',
      city: 'City',
      municipalities: 'Municipalities',
      moving_date: 'Desired moving date',
      current_situation: 'Current situation',
      bedrooms: 'Bedrooms',
      bathrooms: 'Bathrooms',
      municipality: 'Municipality',
      property_type: 'Property type',
      construction_year: 'Year of construction',
      parking: 'Parking spaces',
      garage: 'Garages',
      livable_surface_area: 'Living area',
      lot_surface_area: 'Lot area',
      report: 'Have you had a valuation or an inspection done in the last 5 years?',
      selling_motivation: 'Why do you want to sell?',
    },
    contact: {
      send: 'Send',
      'status-sent': 'Your message has been sent.',
      'status-failed': 'Your message could not be sent.',
    },
    errors: {
      'firstname-required': 'The First name field is required',
      'lastname-required': 'The Last name field is required',
      'email-required': 'The Email Address field is required',
      'message-required': 'The message field is required',
      'email-invalid': 'The email address field is invalid',
      'required-field': 'Required field',
    },
    submit: {
      'success-title': 'Message sent',
      'success-message': 'Thank you! We will get back to you shortly.',
      'failed-title': 'The request could not be submitted',
      'failed-generic': 'An error occurred while submitting the form. Please try again later.',
    },
    'multi-step': {
      next: 'Next',
      submit: 'Send',
      'errors-title': 'Please correct the following fields:',
      start: 'Start',
      'step-of': 'Step {current} of {total}',
      previous: 'Previous',
    },
    options: {
      communication_method: {
        phone: 'Phone',
      },
      moving_date: {
        '60-120-days': 'In 60 to 120 days',
        '0-60-days': 'Within 60 days',
      },
      current_situation: {
        tenant: 'Tenant',
        owner: 'Owner',
      },
      property_type: {
        condo: 'Condominiums',
        maison: 'Single-family homes',
      },
      measurement_system: {
        metric: 'Metric (m²)',
      },
      yes: 'Yes',
    },
    alert: {
      steps: {
        '1': 'Where would you like to live?',
        '2': 'When would you like to move?',
        '3': 'What is your budget?',
        '4': 'What type of property are you looking for?',
        '5': 'How can we reach you?',
        '6': 'Your current address',
      },
      'success-title': 'Your alert is set!',
      'success-message': 'A broker will contact you shortly with the first properties that match your criteria.',
    },
    municipalities: {
      search: 'Search a municipality',
    },
    budget: {
      min: 'Minimum budget',
    },
    valuation: {
      steps: {
        '1': 'Where is your property?',
        '2': 'Tell us about your property',
        '3': 'What are its areas?',
        '4': 'Existing reports',
        '5': 'Your project',
        '6': 'How can we reach you?',
        '7': 'Property address',
      },
      'success-title': 'Valuation request received!',
      'success-message': 'A broker will analyse your property and contact you within 48 hours.',
    },
    modal: {
      'title-individual': 'Contact me',
    },
  },
} as const;

export const searchMessages = {
  fr: {
    results: {
      'list-label': 'Propriétés trouvées',
      'map-label': 'Carte des propriétés',
      sort: 'Trier par',
      view: 'Affichage',
      'view-both': 'Liste et carte',
      cluster: '{count} propriétés',
      filters: 'Filtres',
      'sort-price_asc': 'Prix croissant',
      'load-more': 'Afficher plus de propriétés ({shown, number} sur {total, number})',
    },
    municipality: {
      label: 'Municipalités',
      search: 'Rechercher une municipalité',
    },
    overlay: {
      'price-min': 'Prix minimum',
      'price-max': 'Prix maximum',
      title: 'Filtres',
    },
    card: {
      specs: 'Caractéristiques',
    },
    hero: {
      'find-tab': 'Trouver une propriété',
      find: 'Rechercher',
    },
  },
  en: {
    results: {
      'list-label': 'Properties found',
      'map-label': 'Property map',
      sort: 'Sort by',
      view: 'View',
      'view-both': 'List and map',
      cluster: '{count} properties',
      filters: 'Filters',
      'sort-price_asc': 'Price, low to high',
      'load-more': 'Show more properties ({shown, number} of {total, number})',
    },
    municipality: {
      label: 'Municipalities',
      search: 'Search a municipality',
    },
    overlay: {
      'price-min': 'Minimum price',
      'price-max': 'Maximum price',
      title: 'Filters',
    },
    card: {
      specs: 'Features',
    },
    hero: {
      'find-tab': 'Find a property',
      find: 'Search',
    },
  },
} as const;

export const mortgageMessages = {
  fr: {
    'form-label': 'Calculatrice hypothécaire',
    price: 'Prix de la propriété',
    'down-payment': 'Mise de fonds',
    rate: 'Taux d’intérêt (%)',
    calculate: 'Calculer',
    frequency: 'Fréquence des versements',
    'minimum-down': 'La mise de fonds minimale pour ce prix est de {amount}.',
    'too-high-title': 'Mise de fonds trop élevée',
    'send-to-broker': 'Envoyer ce scénario à un courtier',
  },
  en: {
    'form-label': 'Mortgage calculator',
    price: 'Property price',
    'down-payment': 'Down payment',
    rate: 'Interest rate (%)',
    calculate: 'Calculate',
    frequency: 'Payment frequency',
    'minimum-down': 'The minimum down payment for this price is {amount}.',
    'too-high-title': 'Down payment too high',
    'send-to-broker': 'Send this scenario to a broker',
  },
} as const;

export const trustMessages = {
  fr: {
    'go-to': 'Aller à l’avis {index}',
    'show-more': 'Afficher plus ({count})',
    'read-more': 'Lire la suite',
    'modal-title': 'Témoignage de {name}',
    close: 'Fermer',
  },
  en: {
    'go-to': 'Go to review {index}',
    'show-more': 'Show more ({count})',
    'read-more': 'Read more',
    'modal-title': 'Testimonial from {name}',
    close: 'Close',
  },
} as const;

export const membersMessages = {
  fr: {
    cards: {
      shown: '{shown} sur {total}',
      'see-more': 'Voir plus',
    },
    office: {
      all: 'Tous les bureaux',
    },
    profile: {
      'contact-individual': 'Me contacter',
    },
  },
  en: {
    cards: {
      shown: '{shown} of {total}',
      'see-more': 'See more',
    },
    office: {
      all: 'All offices',
    },
    profile: {
      'contact-individual': 'Contact me',
    },
  },
} as const;
