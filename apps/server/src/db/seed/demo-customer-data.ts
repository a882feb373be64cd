/** Word lists of the demo customers: real towns with the coordinates of their centre, Czech names. */

export type Town = {
  city: string;
  district: string;
  psc: string;
  latitude: number;
  longitude: number;
  /** Relative number of customers placed in the town. */
  weight: number;
  country: 'cz' | 'sk';
};

const town = (
  city: string,
  district: string,
  psc: string,
  latitude: number,
  longitude: number,
  weight = 1,
  country: 'cz' | 'sk' = 'cz',
): Town => ({ city, district, psc, latitude, longitude, weight, country });

/** Prague, Brno, Plzeň and Ostrava carry clusters of neighbours within a few km (the map tab). */
export const towns: Town[] = [
  town('Praha 1 – Staré Město', 'Praha', '11000', 50.0875, 14.4213, 8),
  town('Praha 5 – Smíchov', 'Praha', '15000', 50.0706, 14.4036, 7),
  town('Praha 2 – Vinohrady', 'Praha', '12000', 50.0755, 14.4378, 7),
  town('Praha 7 – Holešovice', 'Praha', '17000', 50.1029, 14.4393, 6),
  town('Praha 8 – Libeň', 'Praha', '18000', 50.1048, 14.477, 5),
  town('Praha 3 – Žižkov', 'Praha', '13000', 50.0847, 14.451, 5),
  town('Černošice', 'Praha-západ', '25228', 49.96, 14.3199, 3),
  town('Říčany', 'Praha-východ', '25101', 49.9917, 14.6543, 3),
  town('Brandýs nad Labem-Stará Boleslav', 'Praha-východ', '25001', 50.1871, 14.6633, 3),
  town('Beroun', 'Beroun', '26601', 49.9638, 14.072, 4),
  town('Kladno', 'Kladno', '27201', 50.1473, 14.1029, 4),
  town('Mělník', 'Mělník', '27601', 50.3505, 14.4741, 2),
  town('Mladá Boleslav', 'Mladá Boleslav', '29301', 50.4114, 14.9032, 3),
  town('Kolín', 'Kolín', '28002', 50.0281, 15.2006, 2),
  town('Kutná Hora', 'Kutná Hora', '28401', 49.9484, 15.2682, 2),
  town('Benešov', 'Benešov', '25601', 49.7816, 14.687, 2),
  town('Příbram', 'Příbram', '26101', 49.6899, 14.0104, 2),
  town('Plzeň', 'Plzeň-město', '30100', 49.7475, 13.3776, 8),
  town('Rokycany', 'Rokycany', '33701', 49.7427, 13.5946, 2),
  town('Klatovy', 'Klatovy', '33901', 49.3955, 13.2951, 2),
  town('Domažlice', 'Domažlice', '34401', 49.4405, 12.9298, 1),
  town('Karlovy Vary', 'Karlovy Vary', '36001', 50.231, 12.8711, 3),
  town('Cheb', 'Cheb', '35002', 50.0796, 12.3739, 1),
  town('Sokolov', 'Sokolov', '35601', 50.1813, 12.6402, 1),
  town('Ústí nad Labem', 'Ústí nad Labem', '40001', 50.6607, 14.0323, 3),
  town('Teplice', 'Teplice', '41501', 50.6404, 13.8245, 2),
  town('Děčín', 'Děčín', '40502', 50.7822, 14.2148, 2),
  town('Liberec', 'Liberec', '46001', 50.7671, 15.0562, 3),
  town('Jablonec nad Nisou', 'Jablonec nad Nisou', '46601', 50.7243, 15.1711, 2),
  town('Hradec Králové', 'Hradec Králové', '50002', 50.2092, 15.8328, 3),
  town('Pardubice', 'Pardubice', '53002', 50.0343, 15.7812, 3),
  town('Chrudim', 'Chrudim', '53701', 49.9511, 15.7956, 1),
  town('České Budějovice', 'České Budějovice', '37001', 48.9745, 14.4743, 4),
  town('Český Krumlov', 'Český Krumlov', '38101', 48.8127, 14.3175, 1),
  town('Tábor', 'Tábor', '39002', 49.4144, 14.6578, 2),
  town('Jihlava', 'Jihlava', '58601', 49.3961, 15.5912, 2),
  town('Třebíč', 'Třebíč', '67401', 49.2148, 15.8817, 1),
  town('Brno-střed', 'Brno-město', '60200', 49.1951, 16.6068, 7),
  town('Brno-Královo Pole', 'Brno-město', '61200', 49.227, 16.596, 4),
  town('Brno-Líšeň', 'Brno-město', '62800', 49.208, 16.687, 3),
  town('Šlapanice', 'Brno-venkov', '66451', 49.1686, 16.7273, 2),
  town('Kuřim', 'Brno-venkov', '66434', 49.2985, 16.5315, 2),
  town('Modřice', 'Brno-venkov', '66442', 49.1276, 16.6144, 2),
  town('Blansko', 'Blansko', '67801', 49.363, 16.6445, 1),
  town('Znojmo', 'Znojmo', '66902', 48.8555, 16.0488, 2),
  town('Břeclav', 'Břeclav', '69002', 48.759, 16.882, 1),
  town('Olomouc', 'Olomouc', '77900', 49.5938, 17.2509, 4),
  town('Přerov', 'Přerov', '75002', 49.4551, 17.4509, 2),
  town('Prostějov', 'Prostějov', '79601', 49.4719, 17.1118, 2),
  town('Zlín', 'Zlín', '76001', 49.2265, 17.6707, 3),
  town('Uherské Hradiště', 'Uherské Hradiště', '68601', 49.0698, 17.4597, 1),
  town('Ostrava', 'Ostrava-město', '70200', 49.8209, 18.2625, 5),
  town('Ostrava-Poruba', 'Ostrava-město', '70800', 49.826, 18.17, 3),
  town('Havířov', 'Karviná', '73601', 49.7798, 18.4369, 2),
  town('Karviná', 'Karviná', '73301', 49.854, 18.5417, 1),
  town('Frýdek-Místek', 'Frýdek-Místek', '73801', 49.6881, 18.3536, 2),
  town('Opava', 'Opava', '74601', 49.9387, 17.9026, 2),
  town('Nový Jičín', 'Nový Jičín', '74101', 49.5944, 18.0103, 1),
  town('Bratislava', 'Bratislava I', '81101', 48.1486, 17.1077, 5, 'sk'),
  town('Košice', 'Košice I', '04001', 48.7164, 21.2611, 3, 'sk'),
  town('Žilina', 'Žilina', '01001', 49.2231, 18.7394, 2, 'sk'),
  town('Nitra', 'Nitra', '94901', 48.3069, 18.0864, 2, 'sk'),
  town('Trnava', 'Trnava', '91701', 48.3774, 17.5872, 2, 'sk'),
];

export const streets = [
  'Nádražní',
  'Husova',
  'Palackého',
  'Masarykova',
  'Komenského',
  'Sokolská',
  'Zahradní',
  'Školní',
  'Revoluční',
  'Tyršova',
  'Jiráskova',
  'Havlíčkova',
  'Smetanova',
  'Průmyslová',
  'Lipová',
  'Polní',
  'Krátká',
  'Nerudova',
  'Žižkova',
  'U Rybníka',
  'Na Výsluní',
  'Dlouhá',
  'Pražská',
  'Brněnská',
  'Družstevní',
  'Za Humny',
  'K Nádraží',
  'Čapkova',
];

/** Male surnames; the female form is derived (Novák → Nováková). */
export const surnames = [
  'Novák',
  'Svoboda',
  'Novotný',
  'Dvořák',
  'Černý',
  'Procházka',
  'Kučera',
  'Veselý',
  'Horák',
  'Němec',
  'Pokorný',
  'Marek',
  'Pospíšil',
  'Hájek',
  'Jelínek',
  'Král',
  'Růžička',
  'Beneš',
  'Fiala',
  'Sedláček',
  'Doležal',
  'Zeman',
  'Kolář',
  'Navrátil',
  'Čermák',
  'Vaněk',
  'Urban',
  'Blažek',
  'Kříž',
  'Kovář',
  'Bartoš',
  'Vlček',
  'Polák',
  'Musil',
  'Kopecký',
  'Šimek',
  'Konečný',
  'Malý',
  'Holub',
  'Štěpánek',
];

export const maleNames = [
  'Jan',
  'Petr',
  'Josef',
  'Pavel',
  'Martin',
  'Tomáš',
  'Jaroslav',
  'Miroslav',
  'Zdeněk',
  'Václav',
  'Michal',
  'František',
  'Jiří',
  'Lukáš',
  'Radek',
  'Ondřej',
];
export const femaleNames = [
  'Jana',
  'Marie',
  'Eva',
  'Hana',
  'Anna',
  'Lenka',
  'Kateřina',
  'Lucie',
  'Věra',
  'Alena',
  'Petra',
  'Jitka',
  'Zuzana',
  'Markéta',
  'Ivana',
  'Šárka',
];

/** "Novák" → "Nováková", "Černý" → "Černá", "Král" → "Králová". */
export const femaleSurname = (surname: string) => {
  if (surname.endsWith('ý')) return `${surname.slice(0, -1)}á`;
  if (surname.endsWith('ek')) return `${surname.slice(0, -2)}ková`;
  if (surname.endsWith('a')) return `${surname.slice(0, -1)}ová`;
  return `${surname}ová`;
};

/** Company name patterns: {s} is a surname, {t} the town. */
export const companyPatterns = [
  'Stavebniny {s} s.r.o.',
  'Autoservis {s}',
  'Truhlářství {s}',
  'Kovovýroba {s} s.r.o.',
  'Zahradnictví {s}',
  'Pekařství {s}',
  'Restaurace U Lípy {t}',
  'Penzion {s}',
  'Pila {s} a syn',
  'Farma {s}',
  'Instalatérství {s}',
  'Elektro {s} s.r.o.',
  'Autodoprava {s}',
  'Klempířství {s}',
  'Pneuservis {s}',
  'Stavby {s} a spol. s.r.o.',
  'Zemědělské družstvo {t}',
  'Technické služby {t}',
  'Sportovní areál {t}',
  'Hotel Slunce {t}',
  'Zámečnictví {s}',
  'Tiskárna {s} s.r.o.',
  'Recyklace {t} s.r.o.',
  'Mateřská škola {t}',
];

export const positions = {
  male: ['jednatel', 'majitel', 'vedoucí provozu', 'účetní', 'skladník', 'provozní', 'mistr'],
  female: ['jednatelka', 'majitelka', 'vedoucí provozu', 'účetní', 'asistentka', 'provozní'],
};

export const rivals = ['AVE CZ', 'Marius Pedersen', 'FCC Česká republika', 'Pražské služby', 'SUEZ CZ', 'Remondis'];

export const noteTexts = [
  'Volal jsem, má zájem o kontejner 7 m³ na suť. Poslat nabídku.',
  'Zákazník chce nabídku na pravidelný svoz bioodpadu od dubna.',
  'Nedovolal jsem se, zkusit znovu příští týden dopoledne.',
  'Domluven svoz na čtvrtek, vjezd zadní branou u skladu.',
  'Reklamace: kontejner byl přistaven o den později. Omluveno, sleva 5 %.',
  'Spokojený zákazník, doporučil nás sousední firmě.',
  'Chce přesunout termín výměny kontejneru na pondělí.',
  'Jednatel je na dovolené do konce měsíce, volat účetní.',
  'Poslána nabídka na lisovací kontejner na papír.',
  'Faktura zaplacena, další objednávka pravděpodobně na jaře.',
  'Zájem o pravidelný odvoz plastů každých 14 dní.',
  'Pozor: na dvoře nízký průjezd (3,2 m), poslat menší auto.',
  'Konkurence nabízí nižší cenu, zvážit slevu při ročním závazku.',
  'Požaduje vážní lístek ke každému odvozu.',
  'Objednán velkoobjemový kontejner na vyklízení půdy.',
  'Klíč od brány u vrátného, ohlásit se předem telefonem.',
];

export const oldDataNotes = [
  'Převedeno ze starého systému. Zákazník od roku 2012.',
  'Ve starém systému vedeno jako odběratel kategorie B.',
  'Původní smlouva z roku 2015, platební morálka dobrá.',
];

export const emailDomains = ['seznam.cz', 'email.cz', 'centrum.cz', 'gmail.com', 'volny.cz'];
