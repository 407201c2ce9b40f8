import type { DemoSeed } from '@leave/config';
import { hashPassword } from './passwords';
import type { Storage } from './storage';

/** Writes the demo data through the storage interface, so both backends hold the same thing. */
export async function loadSeed(store: Storage, seed: DemoSeed): Promise<void> {
  // Every user gets their own salt, even where demo passwords are the same.
  const hashes = await Promise.all(seed.users.map((user) => hashPassword(user.password)));
  for (const [index, { password: _plain, ...user }] of seed.users.entries()) {
    await store.users.insert({ ...user, password_hash: hashes[index]! });
  }
  for (const course of seed.courses) await store.courses.insert(course);
  for (const { roll_no, course_code } of seed.enrollments) await store.enrolments.insert(roll_no, course_code);
  for (const leave of seed.leaves) await store.leaves.insert(leave);
}
