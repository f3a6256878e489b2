import type { SessionUser } from "~/features/accounts/authorization.server";
import type { ProcessedImage } from "~/features/media/image";
import { signUploadToken } from "~/features/media/upload-token.server";
import { createTestAgent } from "~/features/listings/listing-factory";

/** Test data for the agent listing services: signed-in agents, processed images and their upload tokens, posted forms. */

export async function agentUser(email: string, status: SessionUser["status"] = "active", emailVerified = true): Promise<SessionUser> {
  const agent = await createTestAgent(email, "Dana Sprauve", { emailVerified });
  return { id: agent.id, email: agent.email, name: agent.name, role: "agent", status, emailVerified };
}

/** An image as processImage would describe it (no files needed: the services only record it). */
export function testImage(n: number): ProcessedImage {
  const hash = n.toString(16).padStart(64, "0");
  return { width: 960, height: 640, variants: [{ width: 960, height: 640, format: "jpeg", key: `${hash}/960.jpg` }] };
}

export const uploadToken = (user: SessionUser, n: number) => signUploadToken(testImage(n), user.id);

export function form(fields: Record<string, string | string[]>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item);
  }
  return formData;
}

export const saleFields = {
  title: "Gifft Hill Garden Cottage",
  category: "residential",
  subcategory: "cottage",
  area: "Gifft Hill",
  listPrice: "$745,000",
  bedroomsTotal: "2",
  bathroomsTotalInteger: "1",
  livingArea: "980",
  lotSizeAcres: "0.4",
  yearBuilt: "1998",
  description: "A shaded cottage with a view over Rendezvous Bay.",
  features: "Cistern 15,000 gal\nSolar panels\r\n\nOcean view",
};
