/**
 * The 16 regiones of Chile and their 346 comunas, north to south, with the official territorial codes
 * (CUT) of each comuna. Pure data plus a lookup, shared by the gateway (address validation) and the
 * SPA (región/comuna pickers). Names are written as a buyer expects to read them on an invoice.
 */

export interface ChileRegion {
  /** CUT region code, `'13'` for the Región Metropolitana. */
  code: string;
  /** ISO 3166-2 code, `CL-RM`. */
  iso: string;
  name: string;
  /** Comunas in CUT order: `[code, name]`. */
  comunas: readonly (readonly [string, string])[];
}

export const chileRegions: readonly ChileRegion[] = [
  {
    code: '15',
    iso: 'CL-AP',
    name: 'Región de Arica y Parinacota',
    comunas: [
      ['15101', 'Arica'],
      ['15102', 'Camarones'],
      ['15201', 'Putre'],
      ['15202', 'General Lagos'],
    ],
  },
  {
    code: '01',
    iso: 'CL-TA',
    name: 'Región de Tarapacá',
    comunas: [
      ['01101', 'Iquique'],
      ['01107', 'Alto Hospicio'],
      ['01401', 'Pozo Almonte'],
      ['01402', 'Camiña'],
      ['01403', 'Colchane'],
      ['01404', 'Huara'],
      ['01405', 'Pica'],
    ],
  },
  {
    code: '02',
    iso: 'CL-AN',
    name: 'Región de Antofagasta',
    comunas: [
      ['02101', 'Antofagasta'],
      ['02102', 'Mejillones'],
      ['02103', 'Sierra Gorda'],
      ['02104', 'Taltal'],
      ['02201', 'Calama'],
      ['02202', 'Ollagüe'],
      ['02203', 'San Pedro de Atacama'],
      ['02301', 'Tocopilla'],
      ['02302', 'María Elena'],
    ],
  },
  {
    code: '03',
    iso: 'CL-AT',
    name: 'Región de Atacama',
    comunas: [
      ['03101', 'Copiapó'],
      ['03102', 'Caldera'],
      ['03103', 'Tierra Amarilla'],
      ['03201', 'Chañaral'],
      ['03202', 'Diego de Almagro'],
      ['03301', 'Vallenar'],
      ['03302', 'Alto del Carmen'],
      ['03303', 'Freirina'],
      ['03304', 'Huasco'],
    ],
  },
  {
    code: '04',
    iso: 'CL-CO',
    name: 'Región de Coquimbo',
    comunas: [
      ['04101', 'La Serena'],
      ['04102', 'Coquimbo'],
      ['04103', 'Andacollo'],
      ['04104', 'La Higuera'],
      ['04105', 'Paihuano'],
      ['04106', 'Vicuña'],
      ['04201', 'Illapel'],
      ['04202', 'Canela'],
      ['04203', 'Los Vilos'],
      ['04204', 'Salamanca'],
      ['04301', 'Ovalle'],
      ['04302', 'Combarbalá'],
      ['04303', 'Monte Patria'],
      ['04304', 'Punitaqui'],
      ['04305', 'Río Hurtado'],
    ],
  },
  {
    code: '05',
    iso: 'CL-VS',
    name: 'Región de Valparaíso',
    comunas: [
      ['05101', 'Valparaíso'],
      ['05102', 'Casablanca'],
      ['05103', 'Concón'],
      ['05104', 'Juan Fernández'],
      ['05105', 'Puchuncaví'],
      ['05107', 'Quintero'],
      ['05109', 'Viña del Mar'],
      ['05201', 'Isla de Pascua'],
      ['05301', 'Los Andes'],
      ['05302', 'Calle Larga'],
      ['05303', 'Rinconada'],
      ['05304', 'San Esteban'],
      ['05401', 'La Ligua'],
      ['05402', 'Cabildo'],
      ['05403', 'Papudo'],
      ['05404', 'Petorca'],
      ['05405', 'Zapallar'],
      ['05501', 'Quillota'],
      ['05502', 'La Calera'],
      ['05503', 'Hijuelas'],
      ['05504', 'La Cruz'],
      ['05506', 'Nogales'],
      ['05601', 'San Antonio'],
      ['05602', 'Algarrobo'],
      ['05603', 'Cartagena'],
      ['05604', 'El Quisco'],
      ['05605', 'El Tabo'],
      ['05606', 'Santo Domingo'],
      ['05701', 'San Felipe'],
      ['05702', 'Catemu'],
      ['05703', 'Llaillay'],
      ['05704', 'Panquehue'],
      ['05705', 'Putaendo'],
      ['05706', 'Santa María'],
      ['05801', 'Quilpué'],
      ['05802', 'Limache'],
      ['05803', 'Olmué'],
      ['05804', 'Villa Alemana'],
    ],
  },
  {
    code: '13',
    iso: 'CL-RM',
    name: 'Región Metropolitana de Santiago',
    comunas: [
      ['13101', 'Santiago'],
      ['13102', 'Cerrillos'],
      ['13103', 'Cerro Navia'],
      ['13104', 'Conchalí'],
      ['13105', 'El Bosque'],
      ['13106', 'Estación Central'],
      ['13107', 'Huechuraba'],
      ['13108', 'Independencia'],
      ['13109', 'La Cisterna'],
      ['13110', 'La Florida'],
      ['13111', 'La Granja'],
      ['13112', 'La Pintana'],
      ['13113', 'La Reina'],
      ['13114', 'Las Condes'],
      ['13115', 'Lo Barnechea'],
      ['13116', 'Lo Espejo'],
      ['13117', 'Lo Prado'],
      ['13118', 'Macul'],
      ['13119', 'Maipú'],
      ['13120', 'Ñuñoa'],
      ['13121', 'Pedro Aguirre Cerda'],
      ['13122', 'Peñalolén'],
      ['13123', 'Providencia'],
      ['13124', 'Pudahuel'],
      ['13125', 'Quilicura'],
      ['13126', 'Quinta Normal'],
      ['13127', 'Recoleta'],
      ['13128', 'Renca'],
      ['13129', 'San Joaquín'],
      ['13130', 'San Miguel'],
      ['13131', 'San Ramón'],
      ['13132', 'Vitacura'],
      ['13201', 'Puente Alto'],
      ['13202', 'Pirque'],
      ['13203', 'San José de Maipo'],
      ['13301', 'Colina'],
      ['13302', 'Lampa'],
      ['13303', 'Tiltil'],
      ['13401', 'San Bernardo'],
      ['13402', 'Buin'],
      ['13403', 'Calera de Tango'],
      ['13404', 'Paine'],
      ['13501', 'Melipilla'],
      ['13502', 'Alhué'],
      ['13503', 'Curacaví'],
      ['13504', 'María Pinto'],
      ['13505', 'San Pedro'],
      ['13601', 'Talagante'],
      ['13602', 'El Monte'],
      ['13603', 'Isla de Maipo'],
      ['13604', 'Padre Hurtado'],
      ['13605', 'Peñaflor'],
    ],
  },
  {
    code: '06',
    iso: 'CL-LI',
    name: 'Región del Libertador General Bernardo O’Higgins',
    comunas: [
      ['06101', 'Rancagua'],
      ['06102', 'Codegua'],
      ['06103', 'Coinco'],
      ['06104', 'Coltauco'],
      ['06105', 'Doñihue'],
      ['06106', 'Graneros'],
      ['06107', 'Las Cabras'],
      ['06108', 'Machalí'],
      ['06109', 'Malloa'],
      ['06110', 'Mostazal'],
      ['06111', 'Olivar'],
      ['06112', 'Peumo'],
      ['06113', 'Pichidegua'],
      ['06114', 'Quinta de Tilcoco'],
      ['06115', 'Rengo'],
      ['06116', 'Requínoa'],
      ['06117', 'San Vicente'],
      ['06201', 'Pichilemu'],
      ['06202', 'La Estrella'],
      ['06203', 'Litueche'],
      ['06204', 'Marchihue'],
      ['06205', 'Navidad'],
      ['06206', 'Paredones'],
      ['06301', 'San Fernando'],
      ['06302', 'Chépica'],
      ['06303', 'Chimbarongo'],
      ['06304', 'Lolol'],
      ['06305', 'Nancagua'],
      ['06306', 'Palmilla'],
      ['06307', 'Peralillo'],
      ['06308', 'Placilla'],
      ['06309', 'Pumanque'],
      ['06310', 'Santa Cruz'],
    ],
  },
  {
    code: '07',
    iso: 'CL-ML',
    name: 'Región del Maule',
    comunas: [
      ['07101', 'Talca'],
      ['07102', 'Constitución'],
      ['07103', 'Curepto'],
      ['07104', 'Empedrado'],
      ['07105', 'Maule'],
      ['07106', 'Pelarco'],
      ['07107', 'Pencahue'],
      ['07108', 'Río Claro'],
      ['07109', 'San Clemente'],
      ['07110', 'San Rafael'],
      ['07201', 'Cauquenes'],
      ['07202', 'Chanco'],
      ['07203', 'Pelluhue'],
      ['07301', 'Curicó'],
      ['07302', 'Hualañé'],
      ['07303', 'Licantén'],
      ['07304', 'Molina'],
      ['07305', 'Rauco'],
      ['07306', 'Romeral'],
      ['07307', 'Sagrada Familia'],
      ['07308', 'Teno'],
      ['07309', 'Vichuquén'],
      ['07401', 'Linares'],
      ['07402', 'Colbún'],
      ['07403', 'Longaví'],
      ['07404', 'Parral'],
      ['07405', 'Retiro'],
      ['07406', 'San Javier'],
      ['07407', 'Villa Alegre'],
      ['07408', 'Yerbas Buenas'],
    ],
  },
  {
    code: '16',
    iso: 'CL-NB',
    name: 'Región de Ñuble',
    comunas: [
      ['16101', 'Chillán'],
      ['16102', 'Bulnes'],
      ['16103', 'Chillán Viejo'],
      ['16104', 'El Carmen'],
      ['16105', 'Pemuco'],
      ['16106', 'Pinto'],
      ['16107', 'Quillón'],
      ['16108', 'San Ignacio'],
      ['16109', 'Yungay'],
      ['16201', 'Quirihue'],
      ['16202', 'Cobquecura'],
      ['16203', 'Coelemu'],
      ['16204', 'Ninhue'],
      ['16205', 'Portezuelo'],
      ['16206', 'Ránquil'],
      ['16207', 'Treguaco'],
      ['16301', 'San Carlos'],
      ['16302', 'Coihueco'],
      ['16303', 'Ñiquén'],
      ['16304', 'San Fabián'],
      ['16305', 'San Nicolás'],
    ],
  },
  {
    code: '08',
    iso: 'CL-BI',
    name: 'Región del Biobío',
    comunas: [
      ['08101', 'Concepción'],
      ['08102', 'Coronel'],
      ['08103', 'Chiguayante'],
      ['08104', 'Florida'],
      ['08105', 'Hualqui'],
      ['08106', 'Lota'],
      ['08107', 'Penco'],
      ['08108', 'San Pedro de la Paz'],
      ['08109', 'Santa Juana'],
      ['08110', 'Talcahuano'],
      ['08111', 'Tomé'],
      ['08112', 'Hualpén'],
      ['08201', 'Lebu'],
      ['08202', 'Arauco'],
      ['08203', 'Cañete'],
      ['08204', 'Contulmo'],
      ['08205', 'Curanilahue'],
      ['08206', 'Los Álamos'],
      ['08207', 'Tirúa'],
      ['08301', 'Los Ángeles'],
      ['08302', 'Antuco'],
      ['08303', 'Cabrero'],
      ['08304', 'Laja'],
      ['08305', 'Mulchén'],
      ['08306', 'Nacimiento'],
      ['08307', 'Negrete'],
      ['08308', 'Quilaco'],
      ['08309', 'Quilleco'],
      ['08310', 'San Rosendo'],
      ['08311', 'Santa Bárbara'],
      ['08312', 'Tucapel'],
      ['08313', 'Yumbel'],
      ['08314', 'Alto Biobío'],
    ],
  },
  {
    code: '09',
    iso: 'CL-AR',
    name: 'Región de La Araucanía',
    comunas: [
      ['09101', 'Temuco'],
      ['09102', 'Carahue'],
      ['09103', 'Cunco'],
      ['09104', 'Curarrehue'],
      ['09105', 'Freire'],
      ['09106', 'Galvarino'],
      ['09107', 'Gorbea'],
      ['09108', 'Lautaro'],
      ['09109', 'Loncoche'],
      ['09110', 'Melipeuco'],
      ['09111', 'Nueva Imperial'],
      ['09112', 'Padre Las Casas'],
      ['09113', 'Perquenco'],
      ['09114', 'Pitrufquén'],
      ['09115', 'Pucón'],
      ['09116', 'Saavedra'],
      ['09117', 'Teodoro Schmidt'],
      ['09118', 'Toltén'],
      ['09119', 'Vilcún'],
      ['09120', 'Villarrica'],
      ['09121', 'Cholchol'],
      ['09201', 'Angol'],
      ['09202', 'Collipulli'],
      ['09203', 'Curacautín'],
      ['09204', 'Ercilla'],
      ['09205', 'Lonquimay'],
      ['09206', 'Los Sauces'],
      ['09207', 'Lumaco'],
      ['09208', 'Purén'],
      ['09209', 'Renaico'],
      ['09210', 'Traiguén'],
      ['09211', 'Victoria'],
    ],
  },
  {
    code: '14',
    iso: 'CL-LR',
    name: 'Región de Los Ríos',
    comunas: [
      ['14101', 'Valdivia'],
      ['14102', 'Corral'],
      ['14103', 'Lanco'],
      ['14104', 'Los Lagos'],
      ['14105', 'Máfil'],
      ['14106', 'Mariquina'],
      ['14107', 'Paillaco'],
      ['14108', 'Panguipulli'],
      ['14201', 'La Unión'],
      ['14202', 'Futrono'],
      ['14203', 'Lago Ranco'],
      ['14204', 'Río Bueno'],
    ],
  },
  {
    code: '10',
    iso: 'CL-LL',
    name: 'Región de Los Lagos',
    comunas: [
      ['10101', 'Puerto Montt'],
      ['10102', 'Calbuco'],
      ['10103', 'Cochamó'],
      ['10104', 'Fresia'],
      ['10105', 'Frutillar'],
      ['10106', 'Los Muermos'],
      ['10107', 'Llanquihue'],
      ['10108', 'Maullín'],
      ['10109', 'Puerto Varas'],
      ['10201', 'Castro'],
      ['10202', 'Ancud'],
      ['10203', 'Chonchi'],
      ['10204', 'Curaco de Vélez'],
      ['10205', 'Dalcahue'],
      ['10206', 'Puqueldón'],
      ['10207', 'Queilén'],
      ['10208', 'Quellón'],
      ['10209', 'Quemchi'],
      ['10210', 'Quinchao'],
      ['10301', 'Osorno'],
      ['10302', 'Puerto Octay'],
      ['10303', 'Purranque'],
      ['10304', 'Puyehue'],
      ['10305', 'Río Negro'],
      ['10306', 'San Juan de la Costa'],
      ['10307', 'San Pablo'],
      ['10401', 'Chaitén'],
      ['10402', 'Futaleufú'],
      ['10403', 'Hualaihué'],
      ['10404', 'Palena'],
    ],
  },
  {
    code: '11',
    iso: 'CL-AI',
    name: 'Región de Aysén del General Carlos Ibáñez del Campo',
    comunas: [
      ['11101', 'Coyhaique'],
      ['11102', 'Lago Verde'],
      ['11201', 'Aysén'],
      ['11202', 'Cisnes'],
      ['11203', 'Guaitecas'],
      ['11301', 'Cochrane'],
      ['11302', 'O’Higgins'],
      ['11303', 'Tortel'],
      ['11401', 'Chile Chico'],
      ['11402', 'Río Ibáñez'],
    ],
  },
  {
    code: '12',
    iso: 'CL-MA',
    name: 'Región de Magallanes y de la Antártica Chilena',
    comunas: [
      ['12101', 'Punta Arenas'],
      ['12102', 'Laguna Blanca'],
      ['12103', 'Río Verde'],
      ['12104', 'San Gregorio'],
      ['12201', 'Cabo de Hornos'],
      ['12202', 'Antártica'],
      ['12301', 'Porvenir'],
      ['12302', 'Primavera'],
      ['12303', 'Timaukel'],
      ['12401', 'Natales'],
      ['12402', 'Torres del Paine'],
    ],
  },
];

/**
 * Folds a place name for comparison: case, accents, apostrophe style and spacing do not count, so
 * "nunoa", "ÑUÑOA" and " Ñuñoa " are the same comuna and "O'Higgins" meets "O’Higgins".
 */
function foldPlaceName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’'`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Región de Valparaíso" -> "valparaiso": regions may also be given without their prefix. */
function shortRegionKey(name: string): string {
  return foldPlaceName(name).replace(/^region (del |de )?/, '');
}

const regionByKey = new Map<string, ChileRegion>();
for (const region of chileRegions) {
  regionByKey.set(foldPlaceName(region.name), region);
  regionByKey.set(shortRegionKey(region.name), region);
  regionByKey.set(region.code, region);
  regionByKey.set(region.iso.toLowerCase(), region);
}
// Everyday short names of the regions with long official ones.
for (const [alias, iso] of [
  ['metropolitana', 'CL-RM'],
  ['rm', 'CL-RM'],
  ['region metropolitana', 'CL-RM'],
  ["o'higgins", 'CL-LI'],
  ["region de o'higgins", 'CL-LI'],
  ['aysen', 'CL-AI'],
  ['region de aysen', 'CL-AI'],
  ['magallanes', 'CL-MA'],
  ['region de magallanes', 'CL-MA'],
] as const) {
  const region = chileRegions.find((r) => r.iso === iso);
  if (region) regionByKey.set(alias, region);
}

/** The región by its name (with or without "Región de"), CUT code or ISO code; undefined when unknown. */
export function findRegion(name: string): ChileRegion | undefined {
  return regionByKey.get(foldPlaceName(name));
}

/** Official or older spellings still in use, folded, to the name this file writes. */
const comunaAliases: Record<string, string> = {
  paiguano: 'Paihuano',
  calera: 'La Calera',
  coihaique: 'Coyhaique',
  aisen: 'Aysén',
  'puerto aysen': 'Aysén',
  'llay-llay': 'Llaillay',
  'llay llay': 'Llaillay',
  'til til': 'Tiltil',
  'chol chol': 'Cholchol',
  'puerto natales': 'Natales',
  'puerto williams': 'Cabo de Hornos',
  'san pedro de melipilla': 'San Pedro',
};

/**
 * The comuna's canonical name inside that región, found by its name (case, accents and apostrophes
 * do not count), a common variant spelling or its CUT code; undefined when the región has no such comuna.
 */
export function findComuna(region: ChileRegion, comuna: string): string | undefined {
  const key = foldPlaceName(comuna);
  const alias = comunaAliases[key];
  const wanted = alias ? foldPlaceName(alias) : key;
  return region.comunas.find(([code, name]) => code === key || foldPlaceName(name) === wanted)?.[1];
}

/** Every comuna of Chile, with its región: 346 of them. */
export function allComunas(): { code: string; name: string; region: string }[] {
  return chileRegions.flatMap((region) => region.comunas.map(([code, name]) => ({ code, name, region: region.name })));
}

export type PlaceCheck =
  | { ok: true; region: string; comuna: string }
  | { ok: false; fields: { region?: string[]; comuna?: string[] } };

/**
 * Región and comuna as a buyer typed or picked them, checked against the data file and written the
 * canonical way; the same check the gateway applies.
 */
export function checkPlace(region: string, comuna: string): PlaceCheck {
  const foundRegion = findRegion(region);
  if (!foundRegion) return { ok: false, fields: { region: ['La región no existe. Elige una región de Chile.'] } };
  const foundComuna = findComuna(foundRegion, comuna);
  if (!foundComuna) {
    return { ok: false, fields: { comuna: [`La comuna no pertenece a la ${foundRegion.name}.`] } };
  }
  return { ok: true, region: foundRegion.name, comuna: foundComuna };
}
