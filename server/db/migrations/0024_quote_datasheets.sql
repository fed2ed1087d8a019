-- Issue 25: 'Adjuntar fichas técnicas' on a quote version appends the quoted products' datasheets to its PDF.
ALTER TABLE "quotes" ADD COLUMN "attach_datasheets" boolean DEFAULT false NOT NULL;
