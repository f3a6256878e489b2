import { z } from "zod";
import { IMAGE_FORMATS, VARIANT_KEY } from "./image";

const variantSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  format: z.enum(IMAGE_FORMATS),
  key: z.string().regex(VARIANT_KEY),
});

/** For checking stored JSON (a photo column, the manifest) before trusting it. */
export const processedImageSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(variantSchema).min(1),
});

export const describedImageSchema = processedImageSchema.extend({ alt: z.string() });
