import type { Inspection, InspectionCreateInput, InspectionUpdateInput } from '@bo/contract/applications/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inspections } from '../../db/schema/index';
import { updateVersioned } from '../../db/update-versioned';
import { notFound } from '../../lib/app-error';
import { getConfiguration } from '../configuration/configuration';
import { type ApplicationRef, requireApplication } from './applications';

type InspectionRow = typeof inspections.$inferSelect;
export type InspectionRef = ApplicationRef & { inspectionId: number };

const toInspection = (row: InspectionRow): Inspection => ({
  id: row.id,
  applicationId: row.applicationId,
  company: row.company,
  address: row.address,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  lockVersion: row.lockVersion,
});

/**
 * Decision 067: with configuration.enableInspection off the inspections of the country do not
 * exist for the API (404 on every call); stored ones reappear when it is switched on again.
 */
const requireInspectionsOf = async (db: Db, ref: ApplicationRef) => {
  const configuration = await getConfiguration(db, ref.countryCode);
  if (!configuration.enableInspection) throw notFound();
  const application = await requireApplication(db, ref);
  return { configuration, application };
};

export const listInspections = async (db: Db, ref: ApplicationRef): Promise<Inspection[]> => {
  const { application } = await requireInspectionsOf(db, ref);
  const rows = await db
    .select()
    .from(inspections)
    .where(eq(inspections.applicationId, application.id))
    .orderBy(asc(inspections.createdAt), asc(inspections.id));
  return rows.map(toInspection);
};

/** POST …/inspections → id; the note defaults to configuration.defaultInspectionNote. */
export const createInspection = async (
  db: Db,
  ref: ApplicationRef & { input: InspectionCreateInput; userId: number },
) => {
  const { configuration, application } = await requireInspectionsOf(db, ref);
  const [row] = await db
    .insert(inspections)
    .values({
      applicationId: application.id,
      company: ref.input.company,
      address: ref.input.address,
      note: ref.input.note ?? configuration.defaultInspectionNote ?? '',
      updatedBy: ref.userId,
    })
    .returning({ id: inspections.id });
  if (!row) throw new Error('inspection insert returned nothing');
  return row.id;
};

const whereInspection = (applicationId: number, inspectionId: number) =>
  and(eq(inspections.id, inspectionId), eq(inspections.applicationId, applicationId));

export const getInspection = async (db: Db, ref: InspectionRef) => {
  const { application } = await requireInspectionsOf(db, ref);
  const [row] = await db.select().from(inspections).where(whereInspection(application.id, ref.inspectionId));
  if (!row) throw notFound();
  return { inspection: toInspection(row), application };
};

export const updateInspection = async (
  db: Db,
  ref: InspectionRef & { input: InspectionUpdateInput; userId: number },
) => {
  const { application } = await getInspection(db, ref);
  const { lockVersion, ...values } = ref.input;
  await updateVersioned(db, {
    table: inspections,
    where: whereInspection(application.id, ref.inspectionId),
    lockVersion,
    set: values,
    actorId: ref.userId,
    current: async () => (await getInspection(db, ref)).inspection,
  });
  return (await getInspection(db, ref)).inspection;
};

export const deleteInspection = async (db: Db, ref: InspectionRef) => {
  const { application } = await getInspection(db, ref);
  await db.delete(inspections).where(whereInspection(application.id, ref.inspectionId));
};
