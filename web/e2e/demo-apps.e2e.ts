// The demo apps as staff use them: in one signed-in admin tab, by clicks and typing only (no API call, no reload),
// each app creates, edits and deletes where it can, and every change must show on the screen at once: the lists
// follow through RTK Query's cache invalidation, not through a fresh page. Every dialog, side panel and detail
// screen opened on the way (the menu walk never sees them) gets an axe-core check and a screenshot; no test may log
// a console error or see a failed request.
//
// Not covered: saving a blog post (/pages/blog/edit/:id). The demo back end has no route that saves a post, and the
// form says so instead of saving, so there is no change to see.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoProblems, lookAt, openFromMenu, pickOption, settle, signedInTab, type Session } from './support/browser';

/** Makes the names this run creates unique, so a rerun against the same data cannot match an older row. */
const RUN = Date.now().toString(36);

const tab = signedInTab('admin');
let session: Session;
let page: Page;
beforeAll(() => {
  ({ session } = tab);
  page = session.page;
});

/** Opens an app from the main menu, opening the groups on the way, and waits for its data. */
const openApp = (href: string) => openFromMenu(page, href);

/**
 * Saves a screenshot of the state shown and runs axe-core on it. A violation fails the test at its end (a soft
 * assertion), so the journey still goes on and every state's findings are reported together.
 */
async function checkState(state: string) {
  expect.soft(await lookAt(page, `demo-${state}`), `serious or critical axe-core violations on ${state}`).toEqual([]);
}

/** How many of `items` there are, once the list has arrived (every list counted here starts non-empty). */
async function arrivedCount(items: Locator, ready?: Locator): Promise<number> {
  // A list that keeps the previous folder's rows while the next one loads says so (aria-busy): wait for it to end.
  if (ready) await ready.waitFor();
  await expect.poll(() => items.count()).toBeGreaterThan(0);
  await settle(page);
  return items.count();
}

/** The total of a "Showing a to b of N …" summary, once the list has arrived (it reads 0 until then). */
async function arrivedTotal(summary: Locator): Promise<number> {
  await expect.poll(() => summaryTotal(summary).catch(() => 0)).toBeGreaterThan(0);
  return summaryTotal(summary);
}

/** The first whole number in a text ("Showing 1 to 10 of 51 users" gives 1, so pass the part you mean). */
function numberIn(text: string | null): number {
  const match = /\d[\d,]*/.exec(text ?? '');
  if (!match) throw new Error(`no number in "${text}"`);
  return Number(match[0].replace(/,/g, ''));
}

/** The total of a "Showing a to b of N …" summary. */
async function summaryTotal(summary: Locator): Promise<number> {
  const text = await summary.innerText();
  const match = / of ([\d,]+) /.exec(text);
  if (!match) throw new Error(`no total in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

/** An amount shown as money ("IDR 6,240,000", "−IDR 240,800") as a number. */
function money(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

/** Matches an element whose whole text is `text`. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Picks the option with this text in the PrimeReact Dropdown with this input id (support/browser.ts). */
const choose = (inputId: string, option: string) => pickOption(page, inputId, option);

describe('email', () => {
  const sidebar = () => page.locator('.email-sidebar');
  const folder = (name: string) => sidebar().getByRole('link', { name: new RegExp(`^${name}\\b`) });
  const rows = () => page.locator('.email-list .email-item');
  const rowOf = (subject: string) =>
    rows().filter({ has: page.getByRole('button', { name: `Star: ${subject}`, exact: true }) });
  /** The unread count next to the Inbox in the sidebar (no badge is none unread). */
  async function inboxUnread(): Promise<number> {
    const badge = page.locator('.email-count-inbox > span[aria-hidden]');
    return (await badge.count()) === 0 ? 0 : numberIn(await badge.innerText());
  }
  /** The subject of a row, from its star button's name ("Star: <subject>"). */
  async function subjectOf(row: Locator): Promise<string> {
    const name = await row.locator('.email-star').getAttribute('aria-label');
    return (name ?? '').replace(/^Star: /, '');
  }
  const subject = `E2E draft ${RUN}`;

  it('saves a composed message as a draft, which shows in Drafts at once', async () => {
    await openApp('/email');
    await folder('Drafts').click();
    await page.waitForURL('**/email/draft');
    // The demo workspace holds drafts: count them once the Drafts list has arrived, not while it is on its way.
    const before = await arrivedCount(rows(), page.locator('.email-list[aria-busy="false"]'));

    await sidebar().getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.waitFor();
    await checkState('email-compose');
    await dialog.locator('#compose-to').fill('sekretariat@pdgi.example');
    await dialog.locator('#compose-to').press('Enter');
    await dialog.locator('.p-chips-token', { hasText: 'sekretariat@pdgi.example' }).waitFor();
    await dialog.locator('#compose-subject').fill(subject);
    await dialog.locator('#compose-message').fill('Draft agenda for the next board meeting.');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.waitFor({ state: 'detached' });

    await rowOf(subject).waitFor();
    expect(await rows().count()).toBe(before + 1);
    expect(await rowOf(subject).innerText()).toContain('sekretariat@pdgi.example');
    expectNoProblems(session, 'email compose');
  });

  it('opening an email marks it read, previous and next move through the folder, marking unread and starring show in the list', async () => {
    await openApp('/email');
    const unread = page.locator('.email-list .email-item.unread').first();
    await unread.waitFor();
    const subjectA = await subjectOf(unread);
    const countBefore = await inboxUnread();
    expect(countBefore).toBeGreaterThan(0);

    // Star it (or take its star away) from the list: the star changes once the server has it.
    const star = rowOf(subjectA).locator('.email-star');
    const starred = String((await star.getAttribute('aria-pressed')) !== 'true');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe(starred);

    // Open it: it is read now, and the inbox count drops by one.
    await rowOf(subjectA).locator('.email-item-open').click();
    const heading = page.locator('.email-detail-subject');
    await expect.poll(() => heading.innerText()).toBe(subjectA);
    await expect.poll(inboxUnread).toBe(countBefore - 1);
    expect(await page.locator('.email-detail-actions .email-star').getAttribute('aria-pressed')).toBe(starred);
    await settle(page);
    await checkState('email-detail');

    // Next and previous (or the other way round at the end of the folder): another email, then this one again.
    const idA = new URL(page.url()).searchParams.get('email');
    const next = page.getByRole('button', { name: 'Next email' });
    const previous = page.getByRole('button', { name: 'Previous email' });
    const [away, back] = (await next.isEnabled()) ? [next, previous] : [previous, next];
    await away.click();
    await expect.poll(() => heading.innerText()).not.toBe(subjectA);
    expect(new URL(page.url()).searchParams.get('email')).not.toBe(idA);
    await back.click();
    await expect.poll(() => heading.innerText()).toBe(subjectA);
    expect(new URL(page.url()).searchParams.get('email')).toBe(idA);
    await settle(page);
    const countRead = await inboxUnread();

    // Mark it unread: back in the list it is unread again and counted again.
    await page.getByRole('button', { name: 'Mark as unread' }).click();
    await rowOf(subjectA).and(page.locator('.unread')).waitFor();
    await expect.poll(inboxUnread).toBe(countRead + 1);
    expectNoProblems(session, 'email read, star and unread');
  });

  it('moves an email to the trash: it leaves the inbox and shows in Trash', async () => {
    await folder('Trash').click();
    await page.waitForURL('**/email/trash');
    const inTrash = await arrivedCount(rows());
    await folder('Inbox').click();
    await page.waitForURL((url) => url.pathname === '/email' && !url.searchParams.has('email'));
    const before = await arrivedCount(rows());
    const row = rows().nth(1);
    const doomed = await subjectOf(row);
    await row.locator('.p-checkbox').click();
    expect(await page.locator('.email-select-all-label').innerText()).toBe('1 selected');
    await page.getByRole('toolbar', { name: 'Email actions' }).getByRole('button', { name: 'Move to trash' }).click();
    await rowOf(doomed).waitFor({ state: 'detached' });
    expect(await rows().count()).toBe(before - 1);

    await folder('Trash').click();
    await page.waitForURL('**/email/trash');
    await rowOf(doomed).first().waitFor();
    expect(await rows().count()).toBe(inTrash + 1);
    expectNoProblems(session, 'email trash');
  });
});

describe('chat', () => {
  const chats = () => page.locator('ul[aria-labelledby="chat-list-chats"]');
  const contacts = () => page.locator('ul[aria-labelledby="chat-list-contacts"]');
  const named = (name: string) => page.locator('.chat-item-name', { hasText: exactly(name) });
  const chatRow = (name: string) =>
    chats()
      .locator('.chat-item')
      .filter({ has: named(name) });
  const log = () => page.getByRole('log');
  const composer = () => page.getByRole('textbox', { name: 'Message', exact: true });

  it('opening a chat with unread messages clears its badge', async () => {
    await openApp('/chat');
    const unread = chats()
      .locator('.chat-item')
      .filter({ has: page.locator('.chat-unread') })
      .first();
    await unread.waitFor();
    const name = await unread.locator('.chat-item-name').innerText();
    await unread.click();
    await page.locator('.chat-header h2', { hasText: name }).waitFor();
    await log().locator('.chat-bubble').first().waitFor();
    await chatRow(name).locator('.chat-unread').waitFor({ state: 'detached' });
    expect(await chatRow(name).getAttribute('aria-current')).toBe('true');
    await settle(page);
    await checkState('chat-conversation');

    await page.getByRole('button', { name: /^Open the profile of / }).click();
    const profile = page.locator('.chat-profile-sidebar');
    await profile.getByText('About').first().waitFor();
    await checkState('chat-profile');
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });
    expectNoProblems(session, 'chat open');
  });

  it('a message sent shows in the conversation and as the chat’s last message', async () => {
    const name = await page.locator('.chat-header h2').innerText();
    const text = `Agenda for Monday is attached (${RUN}).`;
    await composer().fill(text);
    await composer().press('Enter');
    await log().locator('.chat-bubble', { hasText: text }).waitFor();
    await chatRow(name).locator('.chat-item-preview', { hasText: text }).waitFor();
    expect(await composer().inputValue()).toBe('');
    expectNoProblems(session, 'chat send');
  });

  it('starts a chat with a contact who had none: it joins the chats', async () => {
    const inChats = await chats().locator('.chat-item-name').allInnerTexts();
    const everyone = await contacts().locator('.chat-item-name').allInnerTexts();
    const name = everyone.find((n) => !inChats.includes(n));
    if (!name) throw new Error('every contact already has a chat');
    await contacts()
      .locator('.chat-item')
      .filter({ has: named(name) })
      .click();
    await log().getByText(`No messages with ${name} yet`).waitFor();

    const text = `Hello ${name.split(' ')[0]}, welcome to the PB chat (${RUN}).`;
    await composer().fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await log().locator('.chat-bubble', { hasText: text }).waitFor();
    await chatRow(name).locator('.chat-item-preview', { hasText: text }).waitFor();
    expect(await chats().locator('.chat-item').count()).toBe(inChats.length + 1);
    expectNoProblems(session, 'chat start');
  });
});

describe('todo', () => {
  const title = `Book the PIT 2027 venue ${RUN}`;
  const edited = `Book and pay the PIT 2027 venue ${RUN}`;
  const items = () => page.locator('.todo-list .todo-item');
  const titled = (text: string) => page.locator('.todo-title').getByText(text, { exact: true });
  const taskSidebar = () => page.locator('.todo-task-sidebar');

  it('adds a task from the side panel; it shows in the list', async () => {
    await openApp('/todo');
    const before = await arrivedCount(items());
    await page.getByRole('button', { name: 'Add task' }).click();
    await taskSidebar().getByRole('heading', { name: 'Add a task' }).waitFor();
    await checkState('todo-add-sidebar');
    await taskSidebar().locator('#task-title').fill(title);
    await choose('task-assignee', 'Sari Wulandari');
    await taskSidebar().getByRole('button', { name: 'Add', exact: true }).click();
    await taskSidebar().waitFor({ state: 'detached' });
    await titled(title).waitFor();
    expect(await items().count()).toBe(before + 1);
    expectNoProblems(session, 'todo add');
  });

  it('edits the task; the new title shows in its place', async () => {
    await titled(title).click();
    await taskSidebar().getByRole('heading', { name: 'Edit the task' }).waitFor();
    expect(await taskSidebar().locator('#task-title').inputValue()).toBe(title);
    await checkState('todo-edit-sidebar');
    await taskSidebar().locator('#task-title').fill(edited);
    await taskSidebar().getByRole('button', { name: 'Save', exact: true }).click();
    await taskSidebar().waitFor({ state: 'detached' });
    await titled(edited).waitFor();
    expect(await titled(title).count()).toBe(0);
    expectNoProblems(session, 'todo edit');
  });

  it('deletes the task; it leaves the list and shows under Deleted', async () => {
    const before = await items().count();
    await titled(edited).click();
    await taskSidebar().getByRole('button', { name: 'Delete', exact: true }).click();
    await titled(edited).waitFor({ state: 'detached' });
    expect(await items().count()).toBe(before - 1);

    await page.locator('.todo-sidebar').getByRole('link', { name: 'Deleted' }).click();
    await page.waitForURL('**/todo/deleted');
    const row = items().filter({ has: titled(edited) });
    await row.waitFor();
    expect(await row.getByRole('button', { name: 'Restore' }).count()).toBe(1);
    expectNoProblems(session, 'todo delete');
  });
});

describe('calendar', () => {
  const title = `Ethics council hearing ${RUN}`;
  const edited = `Ethics council hearing, room B ${RUN}`;
  const today = () => page.locator('td.fc-day-today');
  const eventOf = (text: string) => page.locator('.fc-event').filter({ hasText: text });
  const eventSidebar = () => page.locator('.calendar-event-sidebar');

  it('adds an event; it shows on today’s cell', async () => {
    await openApp('/calendar');
    await page.getByRole('button', { name: 'Add event' }).click();
    await eventSidebar().getByRole('heading', { name: 'Add an event' }).waitFor();
    await checkState('calendar-add-sidebar');
    await eventSidebar().locator('#event-title').fill(title);
    await eventSidebar().getByRole('button', { name: 'Add', exact: true }).click();
    await eventSidebar().waitFor({ state: 'detached' });
    await today().locator('.fc-event', { hasText: title }).waitFor();
    expectNoProblems(session, 'calendar add');
  });

  it('edits the event’s title; the calendar shows the new one', async () => {
    await eventOf(title).click();
    await eventSidebar().getByRole('heading', { name: 'Edit the event' }).waitFor();
    expect(await eventSidebar().locator('#event-title').inputValue()).toBe(title);
    await checkState('calendar-edit-sidebar');
    await eventSidebar().locator('#event-title').fill(edited);
    await eventSidebar().getByRole('button', { name: 'Save', exact: true }).click();
    await eventSidebar().waitFor({ state: 'detached' });
    await today().locator('.fc-event', { hasText: edited }).waitFor();
    expect(await eventOf(title).filter({ hasNotText: edited }).count()).toBe(0);
    expectNoProblems(session, 'calendar edit');
  });

  it('deletes the event; it leaves the calendar', async () => {
    await eventOf(edited).click();
    await eventSidebar().getByRole('button', { name: 'Delete', exact: true }).click();
    await eventSidebar().waitFor({ state: 'detached' });
    await eventOf(edited).waitFor({ state: 'detached' });
    expectNoProblems(session, 'calendar delete');
  });
});

describe('users', () => {
  const fullName = `Eka Saputri ${RUN}`;
  const username = `eka.saputri.${RUN}`;
  const summary = () => page.locator('.users-summary p');
  const rows = () => page.locator('.users-table tbody tr');
  const search = () => page.getByRole('searchbox', { name: 'Search users' });
  let total = 0;

  it('adds a user from the side panel; the list shows the user and a search finds them', async () => {
    await openApp('/users/list');
    total = await arrivedTotal(summary());
    await page.getByRole('button', { name: 'Add new user' }).click();
    const form = page.locator('.users-sidebar');
    await form.getByRole('heading', { name: 'Add new user' }).waitFor();
    await checkState('users-add-sidebar');
    await form.locator('#add-user-fullName').fill(fullName);
    await form.locator('#add-user-username').fill(username);
    await form.locator('#add-user-email').fill(`${username}@klinikgigi.example`);
    await form.locator('#add-user-contact').fill('+62 812 5550 0101');
    await form.locator('#add-user-company').fill('Klinik Gigi Sehat');
    await choose('add-user-country', 'Indonesia');
    await choose('add-user-role', 'Editor');
    await form.getByRole('button', { name: 'Add user' }).click();
    await form.waitFor({ state: 'detached' });

    await expect.poll(() => summaryTotal(summary())).toBe(total + 1);
    await rows().filter({ hasText: fullName }).waitFor();

    await search().fill(RUN);
    await expect.poll(() => summaryTotal(summary())).toBe(1);
    const row = rows().filter({ hasText: fullName });
    await row.waitFor();
    expect(await row.innerText()).toContain(`@${username}`);
    expect(await row.innerText()).toContain('Editor');
    expectNoProblems(session, 'users add');
  });

  it('opens the user’s view page and comes back to the search', async () => {
    await page.getByRole('link', { name: `View ${fullName}` }).click();
    await page.getByRole('heading', { level: 1, name: fullName }).waitFor();
    await settle(page);
    expect(await page.locator('.users-header').innerText()).toContain(`Account @${username}`);
    await checkState('users-view');
    await page.getByRole('link', { name: 'Back to users' }).click();
    await page.waitForURL((url) => url.pathname === '/users/list');
    expect(new URL(page.url()).searchParams.get('q')).toBe(RUN);
    expect(await search().inputValue()).toBe(RUN);
    await rows().filter({ hasText: fullName }).waitFor();
    expectNoProblems(session, 'users view');
  });

  it('deletes the user after confirming; the user is gone from the list', async () => {
    await page.getByRole('button', { name: `Delete ${fullName}` }).click();
    const dialog = page.locator('.p-confirm-dialog');
    await dialog.getByText(`Delete ${fullName} (@${username})?`).waitFor();
    await checkState('users-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await rows().filter({ hasText: fullName }).waitFor({ state: 'detached' });
    await page.getByText('No users match this search and these filters.').waitFor();

    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => summaryTotal(summary())).toBe(total);
    expect(await rows().filter({ hasText: fullName }).count()).toBe(0);
    expectNoProblems(session, 'users delete');
  });
});

describe('invoices', () => {
  const summary = () => page.locator('.invoices-summary p');
  const rows = () => page.locator('.invoices-table tbody tr');
  const firstId = async () =>
    (
      await rows()
        .first()
        .getByRole('link', { name: /^#\d+$/ })
        .innerText()
    ).trim();

  it('deletes an invoice after confirming: it leaves the list and the total drops', async () => {
    await openApp('/invoices/list');
    const total = await arrivedTotal(summary());
    const id = await firstId();
    await page.getByRole('button', { name: `Delete invoice ${id}` }).click();
    const dialog = page.locator('.p-confirm-dialog');
    await dialog.getByText(`Delete invoice ${id} of`).waitFor();
    await checkState('invoices-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: id, exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => summaryTotal(summary())).toBe(total - 1);
    expect(await firstId()).not.toBe(id);
    expectNoProblems(session, 'invoices delete');
  });

  it('opens an invoice’s preview', async () => {
    const id = await firstId();
    const client = await rows().first().locator('.invoices-client-name').innerText();
    await page.getByRole('link', { name: `Preview invoice ${id}` }).click();
    await page.waitForURL(`**/invoices/preview/${id.slice(1)}`);
    await page.getByText(`Invoice ${id}`, { exact: true }).waitFor();
    await settle(page);
    expect(await page.locator('.invoice-preview-grid').innerText()).toContain(client);
    await checkState('invoices-preview');
    await page.getByRole('link', { name: 'Back to invoices' }).click();
    await page.waitForURL('**/invoices/list');
    await rows().first().waitFor();
    expectNoProblems(session, 'invoices preview');
  });
});

describe('shop', () => {
  const cartLink = () => page.locator('a.icon-button[href="/shop/checkout"]');
  const cartCount = async () => numberIn(await cartLink().getAttribute('aria-label'));
  const cartItem = (name: string) =>
    page.locator('.shop-cart-item').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const subtotal = async () => money(await page.locator('.shop-amounts dd').first().innerText());
  let name = '';
  let countBefore = 0;

  it('adds a product to the wishlist and the cart: the card, the navbar cart, the product page and the wishlist follow', async () => {
    await openApp('/shop/products');
    countBefore = await cartCount();
    const fresh = page
      .locator('.shop-card')
      .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
      .filter({ has: page.locator('.shop-wishlist-toggle[aria-pressed="false"]') })
      .first();
    await fresh.waitFor();
    name = await fresh.locator('.shop-card-title').innerText();
    const card = page.locator('.shop-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

    await card.getByRole('button', { name: 'Wishlist' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Wishlist' }).getAttribute('aria-pressed')).toBe('true');
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await card.getByRole('link', { name: 'View in cart' }).waitFor();
    await expect.poll(cartCount).toBe(countBefore + 1);

    await card.locator('.shop-card-title a').click();
    await page.locator('#shop-detail-name', { hasText: name }).waitFor();
    await settle(page);
    expect(await page.locator('.shop-detail').getByRole('link', { name: 'View in cart' }).count()).toBe(1);
    expect(await page.locator('.shop-detail .shop-wishlist-toggle').getAttribute('aria-pressed')).toBe('true');
    await checkState('shop-product-detail');

    await openApp('/shop/wishlist');
    await page
      .locator('.shop-card')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .waitFor();
    expectNoProblems(session, 'shop add');
  });

  it('changes the quantity in the checkout cart; the price details follow and the steps keep it', async () => {
    await cartLink().click();
    await page.waitForURL('**/shop/checkout');
    const item = cartItem(name);
    await item.waitFor();
    await settle(page);
    await checkState('shop-checkout-cart');
    const price = money(await item.locator('.shop-price').innerText());
    const before = await subtotal();
    const qty = item.locator('input.shop-qty-input');
    expect(await qty.inputValue()).toBe('1');
    await item.locator('.p-inputnumber-button-up').click();
    await expect.poll(() => qty.inputValue()).toBe('2');
    await expect.poll(subtotal).toBeCloseTo(before + price, 2);

    await page.getByRole('button', { name: 'Continue to address' }).click();
    await page.getByRole('heading', { name: 'Delivery address' }).waitFor();
    await checkState('shop-checkout-address');
    await page.locator('#shop-address-fullName').fill('Rizky Pratama');
    await page.locator('#shop-address-mobile').fill('+62 812 1234 5678');
    await page.locator('#shop-address-houseNo').fill('Jl. Kramat VI No. 1');
    await page.locator('#shop-address-city').fill('Jakarta Pusat');
    await page.locator('#shop-address-pincode').fill('10430');
    await page.locator('#shop-address-state').fill('DKI Jakarta');
    await page.locator('label[for="shop-address-type-office"]').click();
    await page.getByRole('button', { name: 'Deliver to this address' }).click();
    await page.getByRole('heading', { name: 'Payment', exact: true }).waitFor();
    await checkState('shop-checkout-payment');
    expect(await subtotal()).toBeCloseTo(before + price, 2);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await cartItem(name).waitFor();
    expect(await cartItem(name).locator('input.shop-qty-input').inputValue()).toBe('2');
    expectNoProblems(session, 'shop quantity');
  });

  it('removes the product from the cart; it leaves the cart and the navbar count drops', async () => {
    const heading = page.locator('#shop-cart-heading');
    const lines = numberIn(await heading.innerText());
    await cartItem(name).getByRole('button', { name: 'Remove' }).click();
    await cartItem(name).waitFor({ state: 'detached' });
    await expect.poll(async () => numberIn(await heading.innerText())).toBe(lines - 1);
    await expect.poll(cartCount).toBe(countBefore);
    expectNoProblems(session, 'shop remove');
  });
});

describe('pages', () => {
  it('account settings: a saved General tab keeps the saved value (Reset goes back to it, not to the old one)', async () => {
    await openApp('/pages/account-settings');
    const company = page.locator('#general-company');
    const original = await company.inputValue();
    const changed = `PB PDGI, secretariat ${RUN}`;
    const save = page.getByRole('button', { name: 'Save changes' });
    const reset = page.getByRole('button', { name: 'Reset' });

    async function saveCompany(value: string) {
      await company.fill(value);
      await save.click();
      await page.locator('.p-toast').getByText('Your settings were saved.').last().waitFor();
      await settle(page);
    }

    await saveCompany(changed);
    await reset.click();
    expect(await company.inputValue()).toBe(changed);

    // Put the stored value back, and see that one persist too.
    await saveCompany(original);
    await company.fill('something never saved');
    await reset.click();
    expect(await company.inputValue()).toBe(original);
    expectNoProblems(session, 'account settings');
  });
});
