/**
 * Québec municipalities seeded for the listings service: MUN_CODE is the 5-digit
 * geographic code of the Répertoire des municipalités du Québec (MAMH / ISQ), DESCRIPTION
 * the official name. Written from knowledge, then cross-checked where a source was at hand.
 *
 * `check` says how sure we are of the code:
 *  - 'v': verified against the ISQ table "Naissances, décès et mariages des municipalités de
 *         2 000 habitants ou plus" (geography at 31 December 2021);
 *  - 'r': recalled (well-known code of a large city, consistent with its MRC numbering);
 *  - 'm': medium confidence (inferred from the MRC's numbering order; check before relying on it).
 * Populations are rounded 2021-census magnitudes, used only to weight the generator and
 * order the list; coordinates are the town centre, to about 1 km.
 */
export type CodeCheck = 'v' | 'r' | 'm';

export interface MunicipalityData {
  code: string;
  name: string;
  region: string;
  lat: number;
  lng: number;
  population: number;
  check: CodeCheck;
}

const MTL = 'Montréal';
const CN = 'Capitale-Nationale';
const MTG = 'Montérégie';
const LAU = 'Laurentides';
const LAN = 'Lanaudière';
const EST = 'Estrie';
const CA = 'Chaudière-Appalaches';
const OUT = 'Outaouais';
const MAU = 'Mauricie';
const CDQ = 'Centre-du-Québec';
const SLSJ = 'Saguenay–Lac-Saint-Jean';
const BSL = 'Bas-Saint-Laurent';
const AT = 'Abitibi-Témiscamingue';
const CN2 = 'Côte-Nord';
const GIM = 'Gaspésie–Îles-de-la-Madeleine';
const NDQ = 'Nord-du-Québec';

function m(code: string, name: string, region: string, lat: number, lng: number, population: number, check: CodeCheck): MunicipalityData {
  return { code, name, region, lat, lng, population, check };
}

export const MUNICIPALITIES: readonly MunicipalityData[] = [
  m('66023', 'Montréal', MTL, 45.5017, -73.5673, 1762949, 'v'),
  m('23027', 'Québec', CN, 46.8139, -71.208, 549459, 'r'),
  m('65005', 'Laval', 'Laval', 45.6066, -73.7124, 438366, 'v'),
  m('81017', 'Gatineau', OUT, 45.4765, -75.7013, 291041, 'r'),
  m('58227', 'Longueuil', MTG, 45.5312, -73.5181, 254483, 'v'),
  m('43027', 'Sherbrooke', EST, 45.4042, -71.8929, 172950, 'r'),
  m('25213', 'Lévis', CA, 46.8033, -71.1779, 149683, 'v'),
  m('94068', 'Saguenay', SLSJ, 48.4284, -71.0685, 144723, 'v'),
  m('37067', 'Trois-Rivières', MAU, 46.3432, -72.5477, 139163, 'r'),
  m('64008', 'Terrebonne', LAN, 45.6928, -73.6331, 119944, 'r'),
  m('56083', 'Saint-Jean-sur-Richelieu', MTG, 45.3071, -73.2627, 97873, 'r'),
  m('58007', 'Brossard', MTG, 45.4584, -73.4658, 91525, 'v'),
  m('60013', 'Repentigny', LAN, 45.7422, -73.45, 86000, 'r'),
  m('75017', 'Saint-Jérôme', LAU, 45.78, -74.0036, 80213, 'r'),
  m('49058', 'Drummondville', CDQ, 45.8833, -72.4833, 79258, 'r'),
  m('47017', 'Granby', EST, 45.4, -72.7333, 69025, 'r'),
  m('74005', 'Mirabel', LAU, 45.65, -74.0833, 61108, 'v'),
  m('73015', 'Blainville', LAU, 45.67, -73.88, 59819, 'v'),
  m('54048', 'Saint-Hyacinthe', MTG, 45.6307, -72.9569, 57239, 'r'),
  m('64015', 'Mascouche', LAN, 45.75, -73.6, 51183, 'v'),
  m('67050', 'Châteauguay', MTG, 45.38, -73.75, 50815, 'v'),
  m('36033', 'Shawinigan', MAU, 46.5667, -72.75, 49620, 'r'),
  m('10043', 'Rimouski', BSL, 48.4489, -68.523, 48935, 'r'),
  m('66142', 'Dollard-Des Ormeaux', MTL, 45.4942, -73.8206, 48403, 'r'),
  m('39062', 'Victoriaville', CDQ, 46.05, -71.9667, 47000, 'r'),
  m('72005', 'Saint-Eustache', LAU, 45.565, -73.905, 44994, 'r'),
  m('71083', 'Vaudreuil-Dorion', MTG, 45.4, -74.0333, 43268, 'r'),
  m('70052', 'Salaberry-de-Valleyfield', MTG, 45.25, -74.1333, 42410, 'r'),
  m('86042', 'Rouyn-Noranda', AT, 48.2333, -79.0167, 42313, 'r'),
  m('58033', 'Boucherville', MTG, 45.591, -73.436, 41743, 'v'),
  m('53052', 'Sorel-Tracy', MTG, 46.0333, -73.1167, 35165, 'r'),
  m('66058', 'Côte-Saint-Luc', MTL, 45.465, -73.665, 34504, 'v'),
  m('66097', 'Pointe-Claire', MTL, 45.45, -73.8167, 33488, 'r'),
  m('89008', "Val-d'Or", AT, 48.1, -77.7833, 32752, 'r'),
  m('29073', 'Saint-Georges', CA, 46.1167, -70.6667, 32513, 'r'),
  m('57005', 'Chambly', MTG, 45.45, -73.2833, 31444, 'v'),
  m('59010', 'Sainte-Julie', MTG, 45.5833, -73.3333, 30450, 'r'),
  m('93042', 'Alma', SLSJ, 48.55, -71.65, 30331, 'v'),
  m('67035', 'Saint-Constant', MTG, 45.3667, -73.5667, 29954, 'v'),
  m('45072', 'Magog', EST, 45.2667, -72.15, 28312, 'v'),
  m('73005', 'Boisbriand', LAU, 45.6167, -73.8333, 28308, 'v'),
  m('67015', 'La Prairie', MTG, 45.4167, -73.5, 26406, 'v'),
  m('58037', 'Saint-Bruno-de-Montarville', MTG, 45.5333, -73.35, 26394, 'v'),
  m('73010', 'Sainte-Thérèse', LAU, 45.6333, -73.85, 26025, 'r'),
  m('31084', 'Thetford Mines', CA, 46.1, -71.3, 25403, 'r'),
  m('97007', 'Sept-Îles', CN2, 50.2, -66.3833, 24569, 'r'),
  m('57040', 'Beloeil', MTG, 45.5667, -73.2, 24104, 'v'),
  m('60028', "L'Assomption", LAN, 45.8333, -73.4167, 23442, 'v'),
  m('63048', 'Saint-Lin–Laurentides', LAN, 45.85, -73.7667, 23000, 'r'),
  m('67020', 'Candiac', MTG, 45.3833, -73.5167, 22997, 'v'),
  m('58012', 'Saint-Lambert', MTG, 45.5, -73.5, 22000, 'r'),
  m('71105', 'Saint-Lazare', MTG, 45.4, -74.1333, 22000, 'm'),
  m('61025', 'Joliette', LAN, 46.0167, -73.45, 21384, 'r'),
  m('59020', 'Varennes', MTG, 45.6833, -73.4333, 21000, 'r'),
  m('66072', 'Mont-Royal', MTL, 45.5167, -73.65, 20953, 'r'),
  m('96020', 'Baie-Comeau', CN2, 49.2167, -68.15, 20687, 'v'),
  m('12072', 'Rivière-du-Loup', BSL, 47.8333, -69.5333, 20118, 'r'),
  m('72015', 'Sainte-Marthe-sur-le-Lac', LAU, 45.5333, -73.9333, 20000, 'r'),
  m('23072', 'Saint-Augustin-de-Desmaures', CN, 46.7333, -71.4667, 19900, 'v'),
  m('66032', 'Westmount', MTL, 45.4833, -73.6, 19658, 'r'),
  m('66102', 'Kirkland', MTL, 45.45, -73.8667, 19413, 'r'),
  m('66087', 'Dorval', MTL, 45.45, -73.75, 19302, 'r'),
  m('66107', 'Beaconsfield', MTL, 45.4333, -73.8667, 19277, 'v'),
  m('75005', 'Saint-Colomban', LAU, 45.7333, -74.1333, 19000, 'v'),
  m('57035', 'Mont-Saint-Hilaire', MTG, 45.5667, -73.1833, 18859, 'r'),
  m('75028', 'Sainte-Sophie', LAU, 45.8167, -73.9, 18000, 'r'),
  m('72010', 'Deux-Montagnes', LAU, 45.5333, -73.8833, 17500, 'r'),
  m('67030', 'Sainte-Catherine', MTG, 45.4, -73.5833, 17500, 'm'),
  m('57020', 'Saint-Basile-le-Grand', MTG, 45.5333, -73.2833, 17000, 'v'),
  m('23057', "L'Ancienne-Lorette", CN, 46.8, -71.35, 16900, 'v'),
  m('71070', 'Pincourt', MTG, 45.3833, -73.9833, 14600, 'm'),
  m('46080', 'Cowansville', EST, 45.2, -72.75, 14600, 'v'),
  m('67045', 'Mercier', MTG, 45.3167, -73.75, 14600, 'v'),
  m('61035', 'Saint-Charles-Borromée', LAN, 46.05, -73.4667, 14700, 'v'),
  m('52007', 'Lavaltrie', LAN, 45.8833, -73.2833, 14400, 'v'),
  m('79088', 'Mont-Laurier', LAU, 46.55, -75.5, 14100, 'v'),
  m('08053', 'Matane', BSL, 48.85, -67.5333, 14000, 'v'),
  m('77022', 'Sainte-Adèle', LAU, 45.95, -74.1333, 14000, 'r'),
  m('76020', 'Lachute', LAU, 45.65, -74.3333, 14000, 'v'),
  m('73020', 'Rosemère', LAU, 45.6333, -73.8, 14000, 'm'),
  m('03005', 'Gaspé', GIM, 48.8333, -64.4833, 15000, 'r'),
  m('73035', 'Sainte-Anne-des-Plaines', LAU, 45.7667, -73.8167, 15500, 'm'),
  m('92022', 'Dolbeau-Mistassini', SLSJ, 48.8833, -72.2333, 13700, 'r'),
  m('70022', 'Beauharnois', MTG, 45.3167, -73.8667, 13600, 'v'),
  m('75040', 'Prévost', LAU, 45.8667, -74.0833, 13900, 'r'),
  m('38010', 'Bécancour', CDQ, 46.3333, -72.4333, 13500, 'v'),
  m('26030', 'Sainte-Marie', CA, 46.4333, -71.0167, 13500, 'r'),
  m('59015', 'Saint-Amable', MTG, 45.65, -73.3, 13000, 'v'),
  m('01023', 'Les Îles-de-la-Madeleine', GIM, 47.3833, -61.8667, 12500, 'v'),
  m('82015', 'Val-des-Monts', OUT, 45.65, -75.6667, 12000, 'm'),
  m('88055', 'Amos', AT, 48.5667, -78.1167, 12700, 'v'),
  m('62037', 'Rawdon', LAN, 46.05, -73.7167, 11600, 'r'),
  m('82020', 'Cantley', OUT, 45.5667, -75.7833, 11500, 'v'),
  m('63035', 'Sainte-Julienne', LAN, 45.9667, -73.7167, 11500, 'm'),
  m('71065', "Notre-Dame-de-l'Île-Perrot", MTG, 45.3667, -73.9333, 11400, 'm'),
  m('46078', 'Bromont', EST, 45.3167, -72.65, 11300, 'v'),
  m('90012', 'La Tuque', MAU, 47.4333, -72.7833, 11100, 'v'),
  m('57010', 'Carignan', MTG, 45.45, -73.3, 11000, 'v'),
  m('18050', 'Montmagny', CA, 46.9833, -70.55, 11000, 'v'),
  m('71060', "L'Île-Perrot", MTG, 45.3833, -73.95, 11000, 'v'),
  m('77043', 'Saint-Sauveur', LAU, 45.9, -74.1667, 11000, 'm'),
  m('55048', 'Marieville', MTG, 45.4333, -73.1667, 11000, 'v'),
  m('78102', 'Mont-Tremblant', LAU, 46.1167, -74.6, 10900, 'r'),
  m('34128', 'Saint-Raymond', CN, 46.9, -71.8333, 10800, 'm'),
  m('78032', 'Sainte-Agathe-des-Monts', LAU, 46.05, -74.2833, 10300, 'r'),
  m('91025', 'Saint-Félicien', SLSJ, 48.65, -72.45, 10300, 'r'),
  m('91042', 'Roberval', SLSJ, 48.5167, -72.2167, 10000, 'r'),
  m('75045', 'Saint-Hippolyte', LAU, 45.9333, -74.0167, 10000, 'm'),
  m('34017', 'Pont-Rouge', CN, 46.75, -71.7, 10000, 'm'),
  m('73030', 'Bois-des-Filion', LAU, 45.6667, -73.75, 10000, 'v'),
  m('46050', 'Farnham', EST, 45.2833, -72.9833, 10000, 'm'),
  m('73025', 'Lorraine', LAU, 45.6833, -73.7833, 9500, 'v'),
  m('59035', 'Contrecoeur', MTG, 45.85, -73.2333, 9500, 'v'),
  m('61030', 'Notre-Dame-des-Prairies', LAN, 46.05, -73.4333, 9400, 'm'),
  m('44037', 'Coaticook', EST, 45.1333, -71.8, 9100, 'v'),
  m('22035', 'Stoneham-et-Tewkesbury', CN, 47.1667, -71.3667, 9000, 'm'),
  m('60037', "L'Épiphanie", LAN, 45.85, -73.4833, 9000, 'v'),
  m('50072', 'Nicolet', CDQ, 46.2167, -72.6167, 8600, 'm'),
  m('57030', 'Otterburn Park', MTG, 45.5333, -73.2167, 8500, 'm'),
  m('21045', 'Boischatel', CN, 46.9, -71.15, 8400, 'v'),
  m('15013', 'La Malbaie', CN, 47.65, -70.15, 8300, 'v'),
  m('22040', 'Lac-Beauport', CN, 46.9667, -71.2833, 8000, 'v'),
  m('82025', 'Chelsea', OUT, 45.5, -75.7833, 8000, 'v'),
  m('82035', 'La Pêche', OUT, 45.6833, -75.9833, 8000, 'v'),
  m('22005', 'Sainte-Catherine-de-la-Jacques-Cartier', CN, 46.85, -71.6167, 8000, 'm'),
  m('22045', 'Sainte-Brigitte-de-Laval', CN, 46.9833, -71.2, 8000, 'm'),
  m('71133', 'Rigaud', MTG, 45.4833, -74.3, 8000, 'm'),
  m('71025', 'Saint-Zotique', MTG, 45.25, -74.25, 8000, 'm'),
  m('48028', 'Acton Vale', MTG, 45.65, -72.5667, 7700, 'v'),
  m('71040', 'Coteau-du-Lac', MTG, 45.3, -74.1833, 7500, 'v'),
  m('02028', 'Chandler', GIM, 48.35, -64.6833, 7500, 'v'),
  m('33090', 'Saint-Apollinaire', CA, 46.6167, -71.5167, 7500, 'v'),
  m('34007', 'Donnacona', CN, 46.6833, -71.7333, 7500, 'm'),
  m('67010', 'Saint-Philippe', MTG, 45.35, -73.4667, 7500, 'm'),
  m('16013', 'Baie-Saint-Paul', CN, 47.4417, -70.5, 7300, 'v'),
  m('51015', 'Louiseville', MAU, 46.25, -72.95, 7300, 'v'),
  m('76043', 'Brownsburg-Chatham', LAU, 45.6833, -74.4, 7300, 'v'),
  m('71050', 'Les Cèdres', MTG, 45.3, -74.05, 7000, 'v'),
  m('87090', 'La Sarre', AT, 48.8, -79.2, 7000, 'v'),
  m('66062', 'Hampstead', MTL, 45.4833, -73.6333, 7000, 'm'),
  m('72025', 'Saint-Joseph-du-Lac', LAU, 45.5333, -74.0, 7000, 'm'),
  m('26070', 'Saint-Lambert-de-Lauzon', CA, 46.5833, -71.2167, 7000, 'm'),
  m('32040', 'Plessisville', CDQ, 46.2167, -71.7667, 6700, 'm'),
  m('72020', 'Pointe-Calumet', LAU, 45.5, -73.9667, 6500, 'm'),
  m('63055', 'Saint-Calixte', LAN, 45.95, -73.85, 6500, 'v'),
  m('27028', 'Beauceville', CA, 46.2, -70.7833, 6400, 'v'),
  m('09077', 'Mont-Joli', BSL, 48.5833, -68.1833, 6300, 'v'),
  m('60005', 'Charlemagne', LAN, 45.7167, -73.4833, 6000, 'v'),
  m('55023', 'Saint-Césaire', MTG, 45.4167, -73.0, 6000, 'v'),
  m('07047', 'Amqui', BSL, 48.4667, -67.4333, 6000, 'v'),
  m('82005', "L'Ange-Gardien", OUT, 45.5833, -75.45, 6000, 'v'),
  m('59025', 'Verchères', MTG, 45.7833, -73.35, 6000, 'm'),
  m('46075', 'Lac-Brome', EST, 45.2167, -72.5167, 5900, 'v'),
  m('57025', 'McMasterville', MTG, 45.55, -73.2333, 5900, 'v'),
  m('30030', 'Lac-Mégantic', EST, 45.5833, -70.8833, 5700, 'v'),
  m('66047', 'Montréal-Ouest', MTL, 45.4533, -73.6483, 5000, 'm'),
  m('66117', 'Sainte-Anne-de-Bellevue', MTL, 45.4039, -73.9525, 5000, 'm'),
  m('99025', 'Chibougamau', NDQ, 49.9167, -74.3667, 7500, 'v'),
  m('14085', 'La Pocatière', BSL, 47.3667, -70.0333, 4000, 'v'),
  m('21035', 'Château-Richer', CN, 46.9667, -71.0333, 4300, 'v'),
  m('66112', "Baie-D'Urfé", MTL, 45.4167, -73.9167, 3800, 'v'),
];
