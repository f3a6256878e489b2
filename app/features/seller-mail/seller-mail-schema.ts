import { z } from "zod";
import { personFields } from "~/shared/forms/person-schema";

/** The subscribe form of a market report: the address, checked as every form checks one. */
export const subscribeSchema = z.object({ email: personFields().email });
