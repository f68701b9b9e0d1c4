import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { slugify } from '@aula/api-client';

type Pair = [string, string];

interface DemoFaculty {
  slug: Pair;
  name: Pair;
  intro: Pair;
  programmes: { title: Pair; degree: string; subjects: Pair[] }[];
}

/** spec 2: the two faculties (slugs musik/music and kunst-und-design/art-and-design). */
const faculties: DemoFaculty[] = [
  {
    slug: ['musik', 'music'],
    name: ['Fachbereich Musik', 'Faculty of Music'],
    intro: [
      'Instrumentalausbildung, Komposition und Musikpädagogik.',
      'Instrumental training, composition and music education.',
    ],
    programmes: [
      {
        title: ['Instrumentalmusik', 'Instrumental music'],
        degree: 'B.Mus.',
        subjects: [
          ['Klavier', 'Piano'],
          ['Violine', 'Violin'],
          ['Violoncello', 'Cello'],
        ],
      },
      {
        title: ['Gesang', 'Voice'],
        degree: 'B.Mus.',
        subjects: [
          ['Oper', 'Opera'],
          ['Lied und Konzert', 'Song and concert'],
        ],
      },
      {
        title: ['Komposition', 'Composition'],
        degree: 'M.Mus.',
        subjects: [
          ['Instrumentalkomposition', 'Instrumental composition'],
          ['Elektronische Musik', 'Electronic music'],
        ],
      },
      {
        title: ['Jazz', 'Jazz'],
        degree: 'B.Mus.',
        subjects: [
          ['Jazz-Saxophon', 'Jazz saxophone'],
          ['Jazz-Gesang', 'Jazz voice'],
        ],
      },
    ],
  },
  {
    slug: ['kunst-und-design', 'art-and-design'],
    name: ['Fachbereich Kunst und Design', 'Faculty of Art and Design'],
    intro: [
      'Freie Kunst, Kommunikationsdesign und Fotografie.',
      'Fine art, communication design and photography.',
    ],
    programmes: [
      {
        title: ['Freie Kunst', 'Fine art'],
        degree: 'Diplom',
        subjects: [
          ['Malerei', 'Painting'],
          ['Bildhauerei', 'Sculpture'],
        ],
      },
      {
        title: ['Kommunikationsdesign', 'Communication design'],
        degree: 'B.A.',
        subjects: [
          ['Typografie', 'Typography'],
          ['Illustration', 'Illustration'],
        ],
      },
      {
        title: ['Fotografie', 'Photography'],
        degree: 'B.A.',
        subjects: [
          ['Dokumentarfotografie', 'Documentary photography'],
          ['Künstlerische Fotografie', 'Fine art photography'],
        ],
      },
      {
        title: ['Produktdesign', 'Product design'],
        degree: 'M.A.',
        subjects: [
          ['Möbeldesign', 'Furniture design'],
          ['Textildesign', 'Textile design'],
        ],
      },
    ],
  },
];

/** Faculties, programmes (4 each), subjects (2+ each) and an application page per programme. */
export async function seedStudy(db: Kysely<Database>): Promise<[number, ...number[]]> {
  const facultyIds: number[] = [];
  for (const [position, faculty] of faculties.entries()) {
    const { id: facultyId } = await db
      .insertInto('faculty')
      .values({
        slug_de: faculty.slug[0],
        slug_en: faculty.slug[1],
        name_de: faculty.name[0],
        name_en: faculty.name[1],
        intro_de: faculty.intro[0],
        intro_en: faculty.intro[1],
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    facultyIds.push(facultyId);
    for (const [order, programme] of faculty.programmes.entries()) {
      const [de, en] = programme.title;
      const { id: programmeId } = await db
        .insertInto('study_programme')
        .values({
          faculty_id: facultyId,
          slug_de: slugify(de),
          slug_en: slugify(en),
          title_de: de,
          title_en: en,
          description_de:
            `<p>Der Studiengang ${de} (${programme.degree}) im ${faculty.name[0]} ` +
            'verbindet künstlerische Praxis und Theorie.</p>',
          description_en:
            `<p>The ${en} programme (${programme.degree}) of the ${faculty.name[1]} ` +
            'combines artistic practice and theory.</p>',
          degree: programme.degree,
          position: order,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('study_subject')
        .values(
          programme.subjects.map(([subjectDe, subjectEn], index) => ({
            programme_id: programmeId,
            slug_de: slugify(subjectDe),
            slug_en: slugify(subjectEn),
            title_de: subjectDe,
            title_en: subjectEn,
            description_de: `<p>${subjectDe} im Studiengang ${de}.</p>`,
            description_en: `<p>${subjectEn} in the ${en} programme.</p>`,
            position: index,
          })),
        )
        .execute();
      await db
        .insertInto('application_page')
        .values({
          programme_id: programmeId,
          slug_de: `bewerbung-${slugify(de)}`,
          slug_en: `application-${slugify(en)}`,
          title_de: `Bewerbung ${de}`,
          title_en: `Application ${en}`,
          text_de: `<p>Bewerbungsschluss und Eignungsprüfung für ${de}.</p>`,
          text_en: `<p>Deadline and entrance examination for ${en}.</p>`,
          deadline: new Date(Date.UTC(2027, 2, 15)),
        })
        .execute();
    }
  }
  const [first, ...rest] = facultyIds;
  if (first === undefined) throw new Error('no faculty seeded');
  return [first, ...rest];
}
