/**
 * Demo dental trainings (with their packages) and events. Times carry Cairo's UTC offset for
 * that date, so each course starts at the local hour printed on its flyer.
 */

export interface SeedTraining {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly instructors: string;
  readonly date: string;
  readonly endDate: string | null;
  readonly location: string;
  /** Null: unlimited seats. */
  readonly capacity: number | null;
  readonly image: string;
  readonly packages: ReadonlyArray<{ readonly name: string; readonly pricePounds: number }>;
}

export const TRAININGS: readonly SeedTraining[] = [
  {
    id: 1,
    title: 'Pediatric Zirconia & Stainless Steel Crowns: Hands-On',
    description:
      'A practical day on full-coverage restorations for primary teeth: case selection, preparation for zirconia and stainless steel crowns, try-in, cementation and behaviour management. Every participant preps and seats crowns on typodonts.',
    instructors: 'Dr. Salma Khaled',
    date: '2027-03-12T10:00:00+02:00',
    endDate: null,
    location: 'Tiara Training Center, 90 Road 9, Maadi, Cairo',
    capacity: 20,
    image: 'pediatric-crowns',
    packages: [
      { name: 'Lecture only', pricePounds: 2500 },
      { name: 'Lecture + hands-on', pricePounds: 6500 },
      { name: 'Hands-on + PediaZir starter kit', pricePounds: 12000 },
    ],
  },
  {
    id: 2,
    title: 'Bioceramics in Modern Endodontics (3-Day Course)',
    description:
      'Three days on bioceramic sealers and putties: single-cone and warm obturation, vital pulp therapy, perforation repair and regenerative endodontics, with live demonstrations and supervised work on extracted teeth.',
    instructors: 'Dr. Youssef El-Sayed',
    date: '2027-04-15T09:00:00+02:00',
    endDate: '2027-04-17T17:00:00+02:00',
    location: 'Faculty Club, Kasr Al Ainy Street, Garden City, Cairo',
    capacity: 12,
    image: 'bioceramic-endodontics',
    packages: [
      { name: 'Full course', pricePounds: 18000 },
      { name: 'Full course + bioceramic materials kit', pricePounds: 24500 },
    ],
  },
  {
    id: 3,
    title: 'Adhesive Dentistry & Composite Layering Masterclass',
    description:
      'From universal adhesives to invisible class IV restorations: isolation, bonding protocols, shade selection and a natural layering technique, finished with polishing sequences that last.',
    instructors: 'Dr. Mariam Fathy',
    date: '2027-05-20T10:00:00+03:00',
    endDate: null,
    location: 'Nile Ritz Conference Hall, Corniche El Nil, Downtown Cairo',
    capacity: null,
    image: 'composite-layering',
    packages: [
      { name: 'Online live stream', pricePounds: 1500 },
      { name: 'In person', pricePounds: 4200 },
    ],
  },
];

export interface SeedEvent {
  readonly title: string;
  readonly description: string;
  readonly date: string;
  readonly location: string;
  readonly speakers: readonly string[];
  readonly image: string;
}

export const EVENTS: readonly SeedEvent[] = [
  {
    title: 'Tiara at the Cairo Dental Expo 2027',
    description: 'Visit our stand for live demonstrations of bioceramic obturation and pediatric crowns, expo-only prices and free shade guides.',
    date: '2027-02-18T10:00:00+02:00',
    location: 'Egypt International Exhibition Center, New Cairo',
    speakers: ['Dr. Ahmed Samir', 'Dr. Heba Adel'],
    image: 'dental-expo',
  },
  {
    title: 'Pediatric Dentistry Symposium',
    description: 'An evening of short talks on silver diamine fluoride, zirconia crowns and behaviour guidance, followed by a networking dinner.',
    date: '2027-06-10T18:00:00+03:00',
    location: 'Royal Maxim Palace, Fifth Settlement, New Cairo',
    speakers: ['Dr. Salma Khaled', 'Dr. Rana Ibrahim', 'Dr. Karim Mostafa'],
    image: 'pediatric-symposium',
  },
  {
    title: 'Digital Dentistry & AI Segmentation Workshop',
    description: 'How AI segmentation of CBCT scans speeds up implant planning and endodontic diagnosis, with a live TiaraAI demonstration.',
    date: '2027-09-23T11:00:00+03:00',
    location: 'Smart Village, Cairo–Alexandria Desert Road, Giza',
    speakers: ['Dr. Omar Hassan', 'Eng. Tarek Nabil'],
    image: 'ai-workshop',
  },
];
