import { beforeAll, describe, expect, it } from 'vitest';
import { GuardianRelation, IdentifierType, RequestStatus, Role } from '../../shared/src/enums';
import { ParentAccountState } from '../../shared/src/manifest/routes/children/parents';
import { testPassword, uniqueEmail } from '../support/accounts';
import { api, download, signInAs } from '../support/api';
import { eventually } from '../support/eventually';
import { type GivenKindergarten, given } from '../support/given';
import { invitationLinkToken } from '../support/invitations';
import { childrenOfParent } from '../support/stored';
import { waitForMail } from './examples/identity-accounts';

/**
 * Parents and guardian links (issue #13): the list with invited and active parents, a new parent invited
 * through the identity area's invitation and linked when they accept, links and relations with their
 * conflicts, the "add child" application, and a parent kept to their own children.
 */

/** kg: three children, the first two with a parent each, the third with none; other: another tenant. */
let kg: GivenKindergarten;
let other: GivenKindergarten;

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Родители“' }).group().child().parent().group().child().parent().child(),
    given.kindergarten({ name: 'ДГ „Съседи“' }).group().child().parent(),
  ]);
});

const child = (n: number) => kg.children[n]!;
const person = (o: Record<string, unknown> = {}) => ({
  kindergartenId: kg.id,
  childId: child(2).id,
  firstName: 'Десислава',
  lastName: 'Георгиева',
  email: uniqueEmail('parent'),
  relation: GuardianRelation.Mother,
  ...o,
});

describe('the parents list', () => {
  it('shows each parent with children, groups and account state, by name; filters by group', async () => {
    const list = await api(kg.director, 'children.parents', { query: { kindergartenId: kg.id } });
    expect(list.status).toBe(200);
    const ids = list.body.result.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([kg.parents[0]!.id, kg.parents[1]!.id]));
    const first = list.body.result.find((r) => r.id === kg.parents[0]!.id)!;
    expect(first).toMatchObject({ accountState: ParentAccountState.Active });
    expect(first.children).toMatchObject([{ childId: child(0).id, groupId: kg.groups[0]!.id }]);
    expect(first.children[0]!.groupName).toBeTruthy();
    const byGroup = await api(kg.director, 'children.parents', {
      query: { kindergartenId: kg.id, groupId: kg.groups[1]!.id },
    });
    expect(byGroup.body.result.map((r) => r.id)).toEqual([kg.parents[1]!.id]);
  });

  it('exports them as an Excel workbook with Bulgarian headers', async () => {
    const file = await download(kg.director, 'children.exportParents', { query: { kindergartenId: kg.id } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Родители')!;
    // the kindergarten, the title and the day it was made above the table, then a blank row
    expect(sheet.getRow(1).getCell(1).value).toBe(kg.kindergarten.name);
    expect(sheet.getRow(2).getCell(1).value).toBe('Списък на родителите');
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      'Име',
      'Фамилия',
      'Имейл',
      'Телефон',
      'Деца',
      'Групи',
      'Профил',
    ]);
    expect(sheet.rowCount).toBe(7);
    expect(sheet.pageSetup).toMatchObject({ fitToWidth: 1, paperSize: 9, printTitlesRow: '5:5' });
  });

  it('refuses a filter that is no account state, naming it', async () => {
    const bad = await api(kg.director, 'children.parents', {
      query: { kindergartenId: kg.id, accountState: 7 as ParentAccountState },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.errors?.[0]?.field).toBe('query.accountState');
  });
});

describe('a new parent for a child', () => {
  it('refuses bad input naming the field, and a child of another kindergarten', async () => {
    const email = await api(kg.director, 'children.createParent', { body: person({ email: 'не-е-имейл' }) });
    expect(email.status).toBe(400);
    expect(email.error?.errors?.[0]?.field).toBe('email');
    const relation = await api(kg.director, 'children.createParent', { body: person({ relation: 5 }) });
    expect(relation.status).toBe(400);
    expect(relation.error?.errors?.[0]?.field).toBe('relation');
    expect(relation.error?.errorMessage).toContain('Родство');
    const phone = await api(kg.director, 'children.createParent', { body: person({ phone: 'абвгдежз' }) });
    expect(phone.status).toBe(400);
    expect(phone.error?.errors?.[0]?.field).toBe('phone');
    const foreign = await api(kg.director, 'children.createParent', {
      body: person({ childId: other.children[0]!.id }),
    });
    expect(foreign.status).toBe(404);
  });

  it('invites: a pending parent, who is linked to the child when the invitation is accepted', async () => {
    const since = Date.now();
    const body = person();
    const created = await api(kg.director, 'children.createParent', { body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = String(created.body.entityId);
    const pending = await api(kg.director, 'children.parent', { path: { id } });
    expect(pending.body).toMatchObject({
      accountState: ParentAccountState.Invited,
      email: body.email,
      children: [{ childId: child(2).id, relation: GuardianRelation.Mother }],
    });
    const guardians = await api(kg.director, 'children.childGuardians', { path: { childId: child(2).id } });
    expect(guardians.body.map((g) => g.parentId)).toContain(id);
    // The same child again for the same address: the invitation has it already.
    expect((await api(kg.director, 'children.createParent', { body })).status).toBe(409);

    const token = invitationLinkToken((await waitForMail(body.email, /Покана/, since)).text)!;
    const set = await api(null, 'identity.activateAccount', { body: { token, password: testPassword } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const links = await childrenOfParent(id, kg.id);
    expect(links.map((l) => l.childId)).toEqual([child(2).id]);
    const active = await api(kg.director, 'children.parent', { path: { id } });
    expect(active.body).toMatchObject({
      accountState: ParentAccountState.Active,
      children: [{ childId: child(2).id }],
    });
    const parent = await signInAs(
      { id, email: body.email, role: Role.Parent, kindergartenId: kg.id },
      testPassword,
    );
    const mine = await api(parent, 'children.myChildApplications', { query: { kindergartenId: kg.id } });
    expect(mine.status).toBe(200);
  });

  it('invites an account of another kindergarten: accepting links the child, declining takes it away', async () => {
    const outsider = other.parents[0]!;
    const invite = async (childId: string) => {
      const created = await api(kg.director, 'children.createParent', {
        body: person({ email: outsider.email, childId }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const id = String(created.body.entityId);
      expect(id).not.toBe(outsider.id);
      await eventually(
        async () => (await api(outsider, 'identity.myInvitations')).body ?? [],
        (list) => list.some((i) => i.id === id),
        'the invitation in the account prompt',
      );
      return id;
    };
    const declined = await invite(child(1).id);
    expect((await api(outsider, 'identity.declineInvitation', { path: { id: declined } })).status).toBe(200);
    expect((await api(kg.director, 'children.parent', { path: { id: declined } })).status).toBe(404);
    expect(await childrenOfParent(outsider.id, kg.id)).toEqual([]);

    const accepted = await invite(child(0).id);
    expect((await api(outsider, 'identity.acceptInvitation', { path: { id: accepted } })).status).toBe(200);
    expect((await childrenOfParent(outsider.id, kg.id)).map((l) => l.childId)).toEqual([child(0).id]);
  });

  it('links a member with that e-mail at once', async () => {
    const member = kg.parents[1]!;
    const linked = await api(kg.director, 'children.createParent', {
      body: person({ email: member.email, relation: GuardianRelation.Guardian }),
    });
    expect(linked.status).toBe(200);
    expect(linked.body.entityId).toBe(member.id);
    const row = await api(kg.director, 'children.parent', { path: { id: member.id } });
    expect(row.body.children.map((c) => c.childId).sort()).toEqual([child(1).id, child(2).id].sort());
  });
});

describe('links and relations', () => {
  it('409 for a duplicate link; relation edits with the version read; unlink', async () => {
    const p = kg.parents[0]!;
    const dup = await api(kg.director, 'children.linkChild', {
      path: { id: p.id },
      body: { childId: child(0).id, relation: GuardianRelation.Mother },
    });
    expect(dup.status).toBe(409);
    expect(dup.error?.errorMessage).toMatch(/вече е свързан/);
    const add = await api(kg.director, 'children.linkChild', {
      path: { id: p.id },
      body: { childId: child(1).id, relation: GuardianRelation.Other },
    });
    expect(add.status).toBe(200);
    const path = { id: p.id, childId: child(1).id };
    const edit = await api(kg.director, 'children.changeRelation', {
      path,
      body: { relation: GuardianRelation.Guardian, version: 1 },
    });
    expect(edit.status).toBe(200);
    const stale = await api(kg.director, 'children.changeRelation', {
      path,
      body: { relation: GuardianRelation.Father, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.error?.errors?.[0]?.field).toBe('version');
    expect((await api(kg.director, 'children.unlinkChild', { path })).status).toBe(200);
    expect((await api(kg.director, 'children.unlinkChild', { path })).status).toBe(404);
  });

  it('another kindergarten does not find the parent or the child', async () => {
    const p = kg.parents[0]!;
    expect((await api(other.director, 'children.parent', { path: { id: p.id } })).status).toBe(404);
    const link = await api(other.director, 'children.linkChild', {
      path: { id: p.id },
      body: { childId: other.children[0]!.id, relation: GuardianRelation.Mother },
    });
    expect(link.status).toBe(404);
    expect(
      (await api(other.director, 'children.childGuardians', { path: { childId: child(0).id } })).status,
    ).toBe(404);
  });
});

describe('a parent', () => {
  it('reaches no other child: no parents list, no guardians of a child, no link of their own making', async () => {
    const p = kg.parents[0]!;
    expect((await api(p, 'children.parents', { query: { kindergartenId: kg.id } })).status).toBe(403);
    for (const n of [0, 1]) {
      const guardians = await api(p, 'children.childGuardians', { path: { childId: child(n).id } });
      expect([403, 404]).toContain(guardians.status);
    }
    const link = await api(p, 'children.linkChild', {
      path: { id: p.id },
      body: { childId: child(1).id, relation: GuardianRelation.Mother },
    });
    expect([403, 404]).toContain(link.status);
    expect((await childrenOfParent(p.id, kg.id)).map((l) => l.childId)).not.toContain(child(1).id);
  });

  it('asks for another child by identifier; the director approves, and the parent has the child', async () => {
    const p = kg.parents[0]!;
    const wanted = child(2);
    const applied = await api(p, 'children.applyForChild', {
      body: {
        kindergartenId: kg.id,
        childIdentifierType: wanted.identifierType,
        childIdentifier: wanted.identifier,
        relation: GuardianRelation.Mother,
      },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const id = String(applied.body.entityId);
    const pendingList = await api(kg.director, 'children.childApplications', {
      query: { kindergartenId: kg.id },
    });
    const row = pendingList.body.result.find((a) => a.id === id)!;
    expect(row).toMatchObject({ parentUserId: p.id, status: RequestStatus.Pending });
    expect(row.childIdentifier).toBe(`${wanted.identifier.slice(0, 5)}*****`);
    expect((await childrenOfParent(p.id, kg.id)).map((l) => l.childId)).not.toContain(wanted.id);
    expect((await api(kg.director, 'children.approveChildApplication', { path: { id } })).status).toBe(200);
    expect((await childrenOfParent(p.id, kg.id)).map((l) => l.childId)).toContain(wanted.id);
    expect((await api(kg.director, 'children.approveChildApplication', { path: { id } })).status).toBe(409);
    const mine = await api(p, 'children.myChildApplications', { query: { kindergartenId: kg.id } });
    expect(mine.body.find((a) => a.id === id)?.status).toBe(RequestStatus.Approved);
    // A decided application leaves the waiting list and is listed under its decision.
    const byStatus = async (status: number) =>
      (
        await api(kg.director, 'children.childApplications', { query: { kindergartenId: kg.id, status } })
      ).body.result
        .filter((a) => a.id === id)
        .map((a) => a.status);
    expect(await byStatus(RequestStatus.Pending)).toEqual([]);
    expect(await byStatus(RequestStatus.Approved)).toEqual([RequestStatus.Approved]);
  });

  it('an identifier of no child: approval refused with a reason, rejection works once; a bad ЕГН is 400', async () => {
    const p = kg.parents[1]!;
    const bad = await api(p, 'children.applyForChild', {
      body: {
        kindergartenId: kg.id,
        childIdentifierType: IdentifierType.EGN,
        childIdentifier: '1234567890',
        relation: GuardianRelation.Father,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.errors?.[0]?.field).toBe('childIdentifier');
    const applied = await api(p, 'children.applyForChild', {
      body: {
        kindergartenId: kg.id,
        childIdentifierType: IdentifierType.IdentificationNumber,
        childIdentifier: 'NOSUCH42',
        relation: GuardianRelation.Father,
      },
    });
    const id = String(applied.body.entityId);
    const approve = await api(kg.director, 'children.approveChildApplication', { path: { id } });
    expect(approve.status).toBe(409);
    expect(approve.error?.errorMessage).toMatch(/няма дете/);
    const reject = await api(kg.director, 'children.rejectChildApplication', {
      path: { id },
      body: { reason: 'Няма такова дете' },
    });
    expect(reject.status).toBe(200);
    const pending = await api(kg.director, 'children.childApplications', {
      query: { kindergartenId: kg.id },
    });
    expect(pending.body.result.map((a) => a.id)).not.toContain(id);
    expect(
      (await api(kg.director, 'children.rejectChildApplication', { path: { id }, body: {} })).status,
    ).toBe(409);
    // Another kindergarten's director does not find it.
    expect(
      (await api(other.director, 'children.rejectChildApplication', { path: { id }, body: {} })).status,
    ).toBe(404);
  });
});
