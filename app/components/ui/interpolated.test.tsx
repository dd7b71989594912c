import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Interpolated } from "./interpolated";

describe("Interpolated", () => {
  it("puts each part where the sentence names it, in the language's order", () => {
    const { container } = render(
      <p>
        <Interpolated
          template="登录即表示您同意我们的{terms}和{privacy}。"
          parts={{ terms: <a href="/zh/terms-of-service">服务条款</a>, privacy: <b>隐私政策</b> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>登录即表示您同意我们的<a href="/zh/terms-of-service">服务条款</a>和<b>隐私政策</b>。</p>',
    );
  });

  it("leaves text that is not a named part as text", () => {
    const { container } = render(
      <p>
        <Interpolated template="<b>{x}</b> {unknown} {link}" parts={{ link: <i>a</i> }} />
      </p>,
    );
    expect(container.innerHTML).toBe("<p>&lt;b&gt;{x}&lt;/b&gt; {unknown} <i>a</i></p>");
  });
});
