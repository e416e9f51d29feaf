/** Common Québec street names with their article, for generated addresses. */
export const STREET_NAMES = [
  'Saint-Denis', 'Notre-Dame', 'Principale', 'Champlain', 'Papineau', 'Laurier', 'Saint-Laurent', 'Sherbrooke',
  'Jean-Talon', 'Wilfrid-Laurier', 'Cartier', 'Maisonneuve', 'Saint-Jean', 'Victoria', 'Montcalm', 'Frontenac',
  'Dollard', 'Marie-Victorin', 'Beaubien', 'Lafontaine', 'Mercier', 'Sainte-Catherine', 'Saint-Joseph', 'Racine',
  'Jacques-Cartier', 'Louis-Hébert', 'Lévesque', 'Bourassa', 'Émile-Nelligan', 'Gabrielle-Roy', 'Félix-Leclerc',
  'des Érables', 'des Pins', 'des Bouleaux', 'des Cèdres', 'des Lilas', 'des Peupliers', 'des Pionniers', 'des Saules',
  'des Merisiers', 'des Outardes', 'des Hirondelles', 'des Tilleuls', 'des Sources', 'des Rapides', 'des Cascades',
  'du Lac', 'du Parc', 'du Boisé', 'du Moulin', 'du Fleuve', 'du Domaine', 'du Ruisseau', 'du Verger',
  "de l'Église", "de l'Érablière", "de l'Anse", 'de la Montagne', 'de la Rivière', 'de la Gare', 'de la Seigneurie',
  'de la Colline', 'de la Savane', 'Belvédère', 'Bellevue', 'Panoramique', 'Sainte-Anne', 'Saint-Louis', 'Saint-Paul',
] as const;

export const URBAN_STREET_TYPES = { rue: 62, avenue: 18, boulevard: 10, place: 5, croissant: 5 } as const;
export const RURAL_STREET_TYPES = { rue: 40, chemin: 30, rang: 15, montée: 10, route: 5 } as const;
