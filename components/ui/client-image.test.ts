import { getImageProps } from "next/image";
import { describe, expect, it } from "vitest";
import { clientImageProps } from "./client-image";

describe("ClientImage's markup is next/image's for a fixed width", () => {
  const sources = [
    "/media/jewellery/ring/yellow/plain/0-1.png",
    "https://cdn11.bigcommerce.com/s-abc123/images/stencil/original/products/1/2/ring.jpg?c=2",
  ];
  for (const src of sources) {
    for (const width of [40, 48, 64, 72, 80, 96, 120, 160, 384, 700, 2000]) {
      it(`${src.slice(0, 24)}… at ${width} px`, () => {
        const ours = clientImageProps({ src, width, height: width, alt: "" });
        const { props } = getImageProps({ src, width, height: width, alt: "" });
        expect({
          src: ours.src,
          srcSet: ours.srcSet,
          loading: ours.loading,
          decoding: ours.decoding,
          width: ours.width,
          height: ours.height,
        }).toEqual({
          src: props.src,
          srcSet: props.srcSet,
          loading: props.loading,
          decoding: props.decoding,
          width: Number(props.width),
          height: Number(props.height),
        });
      });
    }
  }
});
